//! The engines for puzzles of every shape: the lesson's backtracking generalised ([`classic`])
//! and a propagating search over houses held as data ([`fast`]). The 9×9 kernel stays the
//! engine of 9×9 puzzles; [`super::solve`] chooses between the two paths.

pub(super) mod classic;
pub(super) mod fast;
