//! The exit statuses of `resol` (README, "Exit status"), and the one place that decides which
//! a run ends with.

use std::process::ExitCode;

use resol::batch::Summary;

/// How a run ended, as its exit status says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every puzzle was well-formed (some may have no solution).
    Success = 0,
    /// At least one puzzle was malformed (all others were answered), an answer checked by
    /// `--check` was wrong, or a rating ran out of its `--rate-limit`.
    Faulty = 1,
    /// Usage error, unreadable input, or a write error other than a closed pipe.
    Failure = 2,
}

impl Status {
    /// The status of a run that did what `summary` tells, having passed over `skipped`
    /// puzzles of `--near` that could not be searched near.
    pub fn of(summary: &Summary, skipped: u64) -> Status {
        if summary.unreadable > 0 {
            Status::Failure
        } else if summary.malformed > 0
            || summary.refused > 0
            || summary.binary > 0
            || summary.misread > 0
            || summary.no_puzzle
            || skipped > 0
            || summary.cut_short > 0
            || summary.wrong.is_some_and(|wrong| wrong > 0)
        {
            Status::Faulty
        } else {
            Status::Success
        }
    }
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_input_outweighs_malformed_puzzles() {
        let mut summary = Summary::default();
        assert_eq!(Status::of(&summary, 0), Status::Success);
        assert_eq!(Status::of(&summary, 1), Status::Faulty);
        summary.malformed = 1;
        assert_eq!(Status::of(&summary, 0), Status::Faulty);
        summary.unreadable = 1;
        assert_eq!(Status::of(&summary, 0), Status::Failure);
    }
}
