//! The translation of the checked flags into the library's plain [`Options`]: the mode, the
//! inputs, the generation asked for and how input is read.

use std::io::{self, Write};
use std::path::Path;

use anyhow::Context;
use clap::CommandFactory;
use resol::Named;
use resol::batch::{self, Generation, Input, Mode, Options, Ratings};
use resol::draw::book::BookLayout;
use resol::draw::sheet::SheetLayout;
use resol::format::Drawing;
use resol::generate::Symmetry;
use resol::parse::Reading;
use resol::shape::Shape;

use super::Cli;
use crate::manual;

impl Cli {
    /// The symmetry asked for, `none` by default.
    pub(super) fn symmetry(&self) -> Symmetry {
        self.symmetry.unwrap_or(Symmetry::None)
    }

    /// The generation these flags ask for, if any; `random_seed` gives the seed when none is
    /// given.
    pub fn generation(&self, random_seed: impl FnOnce() -> u64) -> Option<Generation> {
        let count = self.generate?;
        let level = self.level.map(|level| {
            let (low, high) = level.tenths();
            Ratings {
                low,
                high,
                asked: format!("--level {}", level.name()),
            }
        });
        Some(Generation {
            count,
            seed: self.seed.unwrap_or_else(random_seed),
            symmetry: self.symmetry(),
            ratings: self.rating.clone().or(level),
            shape: self.shape().unwrap_or(Shape::NINE),
            symbols: self.symbols,
            near: None,
            rules: self.variant.clone(),
            jigsaw: self.jigsaw,
        })
    }

    /// Reads the puzzles of `--near`, if asked, into `generation`, reporting those skipped
    /// on standard error; returns how many were.
    pub fn read_near(&self, generation: Option<&mut Generation>) -> anyhow::Result<u64> {
        let (Some(generation), Some(path)) = (generation, &self.near) else {
            return Ok(0);
        };
        let read = batch::read_near(input(path), self.reading(), io::stderr().lock())?;
        generation.near = Some(read.near);
        Ok(read.skipped)
    }

    /// Checks that the answers file of `--check` opens, so that a missing one is reported as
    /// such before any puzzle is read.
    pub fn open_answers(&self) -> anyhow::Result<()> {
        if let Some(answers) = &self.check {
            std::fs::File::open(answers)
                .with_context(|| format!("cannot read the answers {}", answers.display()))?;
        }
        Ok(())
    }

    /// How puzzles are read.
    pub fn reading(&self) -> Reading {
        Reading {
            symbols: self.symbols,
            shape: self.shape(),
        }
    }

    /// The shape forced on every puzzle, if any: `--box`, else `--size`'s default one.
    pub fn shape(&self) -> Option<Shape> {
        self.box_shape.or(self.size)
    }

    /// The inputs to read, in order.
    pub fn inputs(&self) -> Vec<Input> {
        if self.files.is_empty() {
            return vec![Input::Stdin];
        }
        self.files.iter().map(|path| input(path)).collect()
    }

    /// Writes what `--completions` or `--man` asks for to `out`; `Ok(false)` when neither was
    /// given.
    pub fn write_generated(&self, out: &mut dyn Write) -> io::Result<bool> {
        let mut command = Cli::command();
        if let Some(shell) = self.completions {
            // The generators panic on a failed write: they write to memory, and only the
            // finished script goes to `out`, where a closed pipe is an ordinary error.
            let name = command.get_name().to_owned();
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command, name, &mut script);
            out.write_all(&script)?;
        } else if self.man {
            manual::write_man_page(command, out)?;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    /// The library options these flags ask for; `interactive` when a person types the input,
    /// `random_seed` gives the seed of `--shuffle` when none is given.
    pub fn options(&self, interactive: bool, random_seed: impl FnOnce() -> u64) -> Options {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Options {
            mode: self.mode(random_seed),
            algorithm: self.algorithm,
            format: self.format,
            reading: self.reading(),
            jobs: self.jobs.map_or(cores, |jobs| jobs as usize),
            interactive,
            chains: self.notation,
            variant: self.variant.clone(),
            drawing: self.drawing(),
        }
    }

    /// How a picture form lays its document out.
    fn drawing(&self) -> Drawing {
        let (sheet, book) = (SheetLayout::default(), BookLayout::default());
        Drawing {
            sheet: SheetLayout {
                columns: self.columns.unwrap_or(sheet.columns),
                cell: self.cell_size.unwrap_or(sheet.cell),
            },
            book: BookLayout {
                paper: self.paper.unwrap_or(book.paper),
                per_page: self.per_page.unwrap_or(book.per_page),
            },
        }
    }

    /// The mode these flags ask for (solving when none).
    fn mode(&self, random_seed: impl FnOnce() -> u64) -> Mode {
        if let Some(answers) = &self.check {
            return Mode::Check {
                answers: answers.clone(),
            };
        }
        if self.shuffle {
            return Mode::Shuffle {
                seed: self.seed.unwrap_or_else(random_seed),
            };
        }
        if self.count {
            Mode::Count {
                limit: self.limit.unwrap_or(2),
            }
        } else if self.rate {
            Mode::Rate {
                limit: self.rate_limit,
            }
        } else if self.explain {
            Mode::Explain
        } else if self.hint {
            Mode::Hint
        } else if self.canonical {
            Mode::Canonical
        } else if self.dedup {
            Mode::Dedup
        } else if self.minimise {
            Mode::Minimise { seed: self.seed }
        } else if self.print {
            Mode::Print
        } else if self.true_candidates {
            Mode::TrueCandidates
        } else {
            Mode::Solve
        }
    }
}

/// A seed for a run that draws at random and names none: random, from the hasher keys the
/// standard library draws from the operating system.
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::process::id())
}

/// The input a FILE argument names: `-` is standard input.
fn input(path: &Path) -> Input {
    if path.as_os_str() == "-" {
        Input::Stdin
    } else {
        Input::File(path.to_path_buf())
    }
}
