//! End-to-end tests: the real `resol` binary on real inputs, checking exact standard output,
//! the exit status and standard error, clause by clause of the behaviour contract. One test
//! crate, one module a subject; `util` holds what they share.

mod candidates;
mod chains;
mod drawn_pictures;
mod extras;
mod generation;
mod hostile;
mod inputs;
mod logic;
mod malformed;
mod options;
mod pasted;
mod photos;
mod picture_files;
mod pictures;
mod play;
mod readme;
mod rules;
mod scripting;
mod sizes;
mod solving;
mod stopped;
mod tools;
mod util;
mod variant_lines;
mod variants;
