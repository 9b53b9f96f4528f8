//! What clap's definition of the flags cannot check: flags that do nothing together, or that
//! ask a mode for what it cannot print.

use clap::CommandFactory;
use resol::Named;
use resol::format::OutputFormat;
use resol::shape::Shape;
use resol::solver::Algorithm;
use resol::variant::GlobalRule;

use super::{Cli, or_list};

impl Cli {
    /// Checks what clap's definition cannot: `--count` prints numbers, which only the `auto`
    /// and `json` formats can hold; the classic engine only solves and counts.
    pub fn check(&self) -> Result<(), clap::Error> {
        let conflict = |message: String| {
            Err(Cli::command().error(clap::error::ErrorKind::ArgumentConflict, message))
        };
        if let Some(unused) = self.unused_option() {
            return conflict(unused);
        }
        if let Some(why) = self.drawing_conflict() {
            return conflict(why);
        }
        let other_mode = self.count
            || self.rate
            || self.explain
            || self.generate.is_some()
            || self.check.is_some()
            || self.canonical
            || self.dedup
            || self.minimise
            || self.shuffle;
        if self.format.writes_candidates() && other_mode {
            return conflict(format!(
                "--format {} writes pencil marks: each puzzle's candidates (without a mode, or \
                 with --print) or the grid after each step (with --hint), not what another mode \
                 prints",
                self.format.name()
            ));
        }
        if let Some(why) = self.play_conflict() {
            return conflict(why.to_string());
        }
        let links = self.true_candidates
            || self.generate.is_some()
            || !(other_mode || self.hint || self.print);
        let past = self.shape().is_some_and(|shape| shape.size() > 16);
        if self.format == OutputFormat::Fpuzzles && self.generate.is_some() && past {
            return conflict(
                "--format fpuzzles writes f-puzzles links, which hold grids of 4×4 to 16×16"
                    .to_string(),
            );
        }
        if self.format == OutputFormat::Fpuzzles && !links {
            return conflict(
                "--format fpuzzles writes f-puzzles links: each puzzle with its answer (solving), \
                 with its true candidates (--true-candidates), or each puzzle made (--generate), \
                 not what another mode prints"
                    .to_string(),
            );
        }
        if let Some((prints, forms)) = self.prints_what()
            && !forms.contains(&self.format)
        {
            let names: Vec<&str> = forms.iter().map(|form| form.name()).collect();
            return conflict(format!(
                "{prints}, which --format {} cannot show (use {})",
                self.format.name(),
                or_list(&names)
            ));
        }
        if let (Some(size), Some(boxes)) = (self.size, self.box_shape)
            && size.size() != boxes.size()
        {
            return conflict(format!(
                "--box {boxes} makes {n}×{n} puzzles, not the {size}×{size} of --size {size}",
                n = boxes.size(),
                size = size.size()
            ));
        }
        if let Some(shape) = self.shape().filter(|&shape| shape != Shape::NINE) {
            if self.generate.is_some() && (self.rating.is_some() || self.level.is_some()) {
                return conflict(format!(
                    "--rating and --level are Sudoku Explainer's scale, defined for 9×9 puzzles \
                     only, not {n}×{n}",
                    n = shape.size()
                ));
            }
            if self.symmetry().needs_square_boxes() && !shape.has_square_boxes() {
                return conflict(format!(
                    "--symmetry {} turns the grid a quarter or mirrors it on a diagonal, which \
                     maps boxes onto boxes only when they are square; these {n}×{n} puzzles \
                     have boxes of {shape}",
                    self.symmetry().name(),
                    n = shape.size()
                ));
            }
        }
        if let Some(why) = self.near_conflict() {
            return conflict(why.to_string());
        }
        if let Some(why) = self.variant_generation_conflict() {
            return conflict(why);
        }
        let logic = self.rate || self.explain || self.hint || self.generate.is_some();
        if logic && self.algorithm == Algorithm::Classic {
            return conflict(
                "--algorithm classic solves and counts only; --rate, --explain, --hint and \
                 --generate use the logic engine and the fast one"
                    .to_string(),
            );
        }
        Ok(())
    }

    /// An option given without the mode it works with, and why it needs it: the message of
    /// the usage error.
    fn unused_option(&self) -> Option<String> {
        let generating = self.generate.is_some();
        let seeded = generating || self.shuffle || self.minimise;
        let sheet = matches!(self.format, OutputFormat::Svg | OutputFormat::Png);
        let book = self.format == OutputFormat::Pdf;
        let unused = [
            (
                self.columns.is_some() && !sheet,
                "--columns works only with --format svg or png: it is how many puzzles stand in \
                 a row of the picture",
            ),
            (
                self.cell_size.is_some() && !sheet,
                "--cell-size works only with --format svg or png: it is the scale of the picture \
                 (a book's pages are the paper's size)",
            ),
            (
                self.paper.is_some() && !book,
                "--paper works only with --format pdf: it is the size of the book's pages",
            ),
            (
                self.per_page.is_some() && !book,
                "--per-page works only with --format pdf: it is how many puzzles a page of the \
                 book holds",
            ),
            (
                self.level.is_some() && !generating,
                "--level works only with --generate: it chooses the level of the puzzles made \
                 (--rate prints the level of puzzles read, with --format json)",
            ),
            (
                self.rating.is_some() && !generating,
                "--rating works only with --generate: it chooses the rating of the puzzles made \
                 (--rate prints the rating of puzzles read)",
            ),
            (
                self.near.is_some() && !generating,
                "--near works only with --generate: it makes new puzzles near those of FILE",
            ),
            (
                self.symmetry.is_some() && !generating,
                "--symmetry works only with --generate: it chooses the pattern of givens of the \
                 puzzles made",
            ),
            (
                self.seed.is_some() && !seeded,
                "--seed works only with --generate, --shuffle or --minimise: it fixes their \
                 random draws",
            ),
            (
                self.jigsaw && !generating,
                "--jigsaw works only with --generate: it gives the puzzles made irregular \
                 regions (jigsaw puzzles read need no flag)",
            ),
            (
                self.limit.is_some() && !self.count,
                "--limit works only with --count: it is where counting solutions stops",
            ),
            (
                self.notation.is_some() && !(self.explain || self.hint),
                "--notation works only with --explain or --hint: it is how their chains are \
                 written",
            ),
            (
                self.rate_limit.is_some() && !self.rate,
                "--rate-limit works only with --rate: it cuts a rating short to lower bounds, \
                 whereas --explain and --hint print steps that a cut would leave unfinished, \
                 and --generate must make the same puzzles from a seed on any machine",
            ),
        ];
        unused
            .into_iter()
            .find_map(|(unused, why)| unused.then(|| why.to_string()))
    }

    /// Refuses to write a binary format (PNG, PDF) to a terminal, where it would be noise:
    /// standard output must be redirected, as gzip asks.
    pub fn check_output(&self, stdout_is_terminal: bool) -> Result<(), clap::Error> {
        if stdout_is_terminal && self.format.is_binary() && !self.prints_instead() {
            let name = self.format.name();
            return Err(Cli::command().error(
                clap::error::ErrorKind::ArgumentConflict,
                format!(
                    "--format {name} writes binary data, which a terminal cannot show; redirect \
                     standard output to a file (resol --format {name} … > puzzles.{name})"
                ),
            ));
        }
        Ok(())
    }

    /// Whether the flags print something instead of a run (completions, the manual page).
    fn prints_instead(&self) -> bool {
        self.completions.is_some() || self.man
    }

    /// Why a picture format cannot draw what the mode prints, if it cannot: it draws puzzles
    /// and answers, not numbers, verdicts or steps.
    fn drawing_conflict(&self) -> Option<String> {
        if !self.format.draws() {
            return None;
        }
        let mode = [
            (self.count, "--count"),
            (self.rate, "--rate"),
            (self.explain, "--explain"),
            (self.hint, "--hint"),
            (self.check.is_some(), "--check"),
        ]
        .into_iter()
        .find_map(|(asked, name)| asked.then_some(name))?;
        Some(format!(
            "--format {} draws puzzles: solved (no mode), as read (--print), made (--generate), \
             their true candidates (--true-candidates) or rearranged by a puzzle tool; {mode} \
             prints no puzzle",
            self.format.name()
        ))
    }

    /// Why `--near` cannot go with the other flags, if it cannot: its puzzles keep the patterns
    /// of FILE's, which are 9×9.
    fn near_conflict(&self) -> Option<&'static str> {
        self.near.as_ref()?;
        if self.symmetry.is_some() {
            Some(
                "--symmetry chooses the pattern of givens of new puzzles; --near keeps the \
                 patterns of the puzzles of FILE, changing a few givens",
            )
        } else if self.shape().is_some_and(|shape| shape != Shape::NINE) {
            Some("--near searches near 9×9 puzzles only")
        } else {
            None
        }
    }

    /// Why the variant puzzles `--generate` is asked to make (`--variant`, `--jigsaw`) cannot
    /// be made, if they cannot: ratings and puzzles to search near are classic, and each rule
    /// must fit the shape.
    fn variant_generation_conflict(&self) -> Option<String> {
        let variant = self.generate.is_some() && (!self.variant.is_empty() || self.jigsaw);
        if !variant {
            return None;
        }
        if self.rating.is_some() || self.level.is_some() {
            return Some(
                "--rating and --level are Sudoku Explainer's scale, defined for classic puzzles; \
                 --variant and --jigsaw make variant puzzles"
                    .to_string(),
            );
        }
        if self.near.is_some() {
            return Some("--near searches near classic 9×9 puzzles only".to_string());
        }
        let unwritable = |rule: &&GlobalRule| {
            matches!(
                rule,
                GlobalRule::Knightmare
                    | GlobalRule::DiagonalNonconsecutive
                    | GlobalRule::SelfTaxicab
                    | GlobalRule::Taxicab(_)
            )
        };
        if self.format == OutputFormat::Fpuzzles
            && let Some(rule) = self.variant.iter().find(unwritable)
        {
            return Some(format!(
                "--format fpuzzles writes f-puzzles links, and f-puzzles has no {rule}"
            ));
        }
        let shape = self.shape().unwrap_or(Shape::NINE);
        self.variant.iter().find_map(|&rule| {
            let why = rule.rules(shape, self.jigsaw).err()?;
            Some(format!("--variant {rule}: {why}"))
        })
    }

    /// What the mode prints, when it is not a grid, and the forms that can show it.
    fn prints_what(&self) -> Option<(&'static str, &'static [OutputFormat])> {
        use OutputFormat::{Auto, Candidates, CandidatesLine, Fpuzzles, Json, Line, Pdf, Png, Svg};
        if self.count {
            Some(("--count prints numbers", &[Auto, Json]))
        } else if self.true_candidates {
            Some((
                "--true-candidates prints candidates",
                &[
                    Auto,
                    Json,
                    Candidates,
                    CandidatesLine,
                    Fpuzzles,
                    Svg,
                    Png,
                    Pdf,
                ],
            ))
        } else if self.check.is_some() {
            Some(("--check prints verdicts", &[Auto, Json]))
        } else if self.rate {
            Some(("--rate prints a rating a line", &[Auto, Line, Json]))
        } else if self.hint {
            Some((
                "--hint prints a step",
                &[Auto, Json, Candidates, CandidatesLine],
            ))
        } else {
            None
        }
    }
}
