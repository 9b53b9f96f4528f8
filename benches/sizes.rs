//! Solve times of the larger sizes against a dancing-links peer, puzzle by puzzle.
//!
//! `cargo bench --bench sizes` reads `tests/data/gecode-16x16.txt` and
//! `tests/data/gecode-25x25.txt` (Gecode's janko.at and Alain Frisch instances), plus every
//! `*.txt` in the directory named by `RESOL_SIZES_DATA` if it is set: one puzzle a line in the
//! one-line form of any size, `#` lines are comments. For each puzzle it times, best of up to
//! five runs (fewer when a run is slow), two solvers:
//!
//! * `resol`: `solve(&Problem::new(…), Algorithm::Fast)`, which returns the lexicographically
//!   smallest solution: a search for two solutions, then, when there are several, the walk
//!   that proves no smaller value fits each cell;
//! * `dlx`: Knuth's Algorithm X with dancing links, written below, over the exact cover of the
//!   puzzle's shape (one constraint per open cell and per house × missing value, the houses
//!   from `Shape::houses`), choosing the column with the fewest rows (MRV). It stops at its
//!   **first** solution, whatever it is: its time is a first-solution time, not a proof of
//!   uniqueness nor the smallest solution.
//!
//! Each time covers the whole call, the dancing-links matrix build included. A solver that has
//! not finished a puzzle after `RESOL_SIZES_TIMEOUT` seconds (default 10) is stopped and the
//! puzzle counts at the time limit, printed with `>`. `resol` cannot be interrupted in process,
//! so each of its puzzles runs in a child process (this same program, `RESOL_SIZES_CHILD` set
//! to the puzzle), which times the calls itself: process start-up is not in the figures.
//!
//! Per file and solver it prints the puzzles, how many finished, then the median, 90th
//! percentile and maximum in µs (nearest rank: the value at rank ⌈p·n⌉ of the sorted times),
//! then for the pair the median of the per-puzzle ratios dlx/resol over the puzzles both
//! finished. It checks every solution against its puzzle, and that both solvers give the same
//! one when the dancing links, counting to two (untimed), find the puzzle unique.
//! `benches/cpsat_sizes.py` prints the same columns for OR-Tools CP-SAT.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use resol::{Algorithm, Problem, Shape, SizedGrid, solve};

/// Most runs per puzzle and solver; the best one counts.
const RUNS: usize = 5;
/// Runs stop repeating once they have taken this long in all.
const REPEAT_BUDGET: Duration = Duration::from_millis(500);
/// The time limit per puzzle and solver without `RESOL_SIZES_TIMEOUT`, in seconds.
const DEFAULT_TIMEOUT: u64 = 10;
/// Set in the child process that times `resol` on one puzzle: the puzzle's line.
const CHILD: &str = "RESOL_SIZES_CHILD";

fn main() {
    if let Ok(line) = std::env::var(CHILD) {
        child(&line);
        return;
    }
    let timeout = Duration::from_secs(
        std::env::var("RESOL_SIZES_TIMEOUT")
            .ok()
            .and_then(|text| text.parse().ok())
            .unwrap_or(DEFAULT_TIMEOUT),
    );
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = vec![data.join("gecode-16x16.txt"), data.join("gecode-25x25.txt")];
    if let Some(dir) = std::env::var_os("RESOL_SIZES_DATA") {
        let mut more: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|error| panic!("RESOL_SIZES_DATA {}: {error}", dir.to_string_lossy()))
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "txt"))
            .collect();
        more.sort();
        files.extend(more);
    }
    println!(
        "time limit {} s per puzzle and solver; best of up to {RUNS} runs",
        timeout.as_secs()
    );
    println!("file\tsolver\tpuzzles\tfinished\tmedian µs\tp90 µs\tmax µs");
    for file in files {
        measure(&file, timeout);
    }
}

/// One puzzle's time for one solver, in µs; `finished` is false when the solver hit the time
/// limit and `micros` is that limit.
#[derive(Clone, Copy)]
struct Time {
    micros: f64,
    finished: bool,
}

/// Times both solvers on every puzzle of `file` and prints its rows.
fn measure(file: &Path, timeout: Duration) {
    let name = file.file_name().map_or_else(
        || file.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    );
    let Ok(text) = std::fs::read_to_string(file) else {
        println!("{name}\tunreadable");
        return;
    };
    let (mut resol_times, mut dlx_times, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let mut notes = Vec::new();
    for (number, line) in text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
    {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Ok(puzzle) = line.parse::<SizedGrid>() else {
            notes.push(format!("line {number}: not a puzzle, skipped"));
            continue;
        };
        let (resol_time, resol_solution) = time_resol(line, timeout);
        let (dlx_time, dlx_solution) = time_dlx(&puzzle, timeout);
        for (solver, solution) in [("resol", &resol_solution), ("dlx", &dlx_solution)] {
            if let Some(solution) = solution {
                assert!(
                    solution.solves(&puzzle),
                    "{name} line {number}: {solver}'s answer {solution} does not solve it"
                );
            }
        }
        // Whether the puzzle has one solution, by the dancing links counting to two (not tried
        // when they could not even find one in time); when it does, both solvers must have
        // found that one.
        let count = if dlx_time.finished {
            Dlx::new(&puzzle).map(|mut dlx| dlx.search(2, Instant::now() + timeout))
        } else {
            Some(Search::TimedOut)
        };
        match count {
            Some(Search::Done { count: 1, .. }) => {
                if let (Some(a), Some(b)) = (&resol_solution, &dlx_solution) {
                    assert_eq!(a, b, "{name} line {number}: a unique puzzle, two answers");
                }
            }
            Some(Search::Done { count: 0, .. }) | None => {
                notes.push(format!("line {number}: no solution"));
            }
            Some(Search::Done { .. }) => {
                notes.push(format!("line {number}: more than one solution"));
            }
            Some(Search::TimedOut) => notes.push(format!("line {number}: uniqueness unknown")),
        }
        if resol_time.finished && dlx_time.finished {
            ratios.push(dlx_time.micros / resol_time.micros);
        }
        resol_times.push(resol_time);
        dlx_times.push(dlx_time);
    }
    for (solver, times) in [("resol", &mut resol_times), ("dlx", &mut dlx_times)] {
        let finished = times.iter().filter(|time| time.finished).count();
        times.sort_by(|a, b| a.micros.total_cmp(&b.micros));
        println!(
            "{name}\t{solver}\t{}\t{finished}\t{}\t{}\t{}",
            times.len(),
            show(rank(times, 0.5)),
            show(rank(times, 0.9)),
            show(rank(times, 1.0)),
        );
    }
    ratios.sort_by(f64::total_cmp);
    // The nearest-rank median, as for the times.
    let at = (ratios.len() as f64 * 0.5).ceil() as usize;
    match at.checked_sub(1).map(|at| ratios[at]) {
        Some(ratio) => println!(
            "{name}\tdlx/resol\tmedian per-puzzle ratio {ratio:.2} over the {} puzzles both finished",
            ratios.len()
        ),
        None => println!("{name}\tdlx/resol\tno puzzle both finished"),
    }
    for note in notes {
        println!("{name}\tnote\t{note}");
    }
}

/// The nearest-rank percentile `p` of sorted times: the value at rank ⌈p·n⌉ (from 1).
fn rank(sorted: &[Time], p: f64) -> Option<Time> {
    let at = ((p * sorted.len() as f64).ceil() as usize).max(1);
    sorted.get(at - 1).copied()
}

/// A time for the table: `>` before a time limit, `-` for no puzzle.
fn show(time: Option<Time>) -> String {
    match time {
        Some(Time {
            micros,
            finished: true,
        }) => format!("{micros:.1}"),
        Some(Time { micros, .. }) => format!(">{micros:.0}"),
        None => "-".to_string(),
    }
}

/// Runs `once` up to [`RUNS`] times (fewer once they have taken [`REPEAT_BUDGET`]) and returns
/// the best time in µs with the first run's answer.
fn best_of<T>(mut once: impl FnMut() -> T) -> (f64, T) {
    let start = Instant::now();
    let answer = once();
    let mut best = start.elapsed();
    for _ in 1..RUNS {
        if start.elapsed() + best > REPEAT_BUDGET {
            break;
        }
        let run = Instant::now();
        std::hint::black_box(once());
        best = best.min(run.elapsed());
    }
    (best.as_secs_f64() * 1e6, answer)
}

/// The child process: times `resol` on the puzzle `line` and prints `µs answer` (`-` for none).
fn child(line: &str) {
    let puzzle: SizedGrid = line.parse().expect("the parent checked the puzzle");
    let (micros, answer) = best_of(|| solve(&Problem::new(puzzle.clone()), Algorithm::Fast));
    let answer = answer.map_or_else(|| "-".to_string(), |answer| answer.to_string());
    println!("{micros} {answer}");
}

/// Times `resol` on one puzzle in a child process, killed after `timeout`.
fn time_resol(line: &str, timeout: Duration) -> (Time, Option<SizedGrid>) {
    let limit = Time {
        micros: timeout.as_secs_f64() * 1e6,
        finished: false,
    };
    let exe = std::env::current_exe().expect("this program's path");
    let mut process = Command::new(exe)
        .env(CHILD, line)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the child process starts");
    // The child's own runs: the first within the limit, the repeats within the budget.
    let deadline = Instant::now() + timeout + 2 * REPEAT_BUDGET + Duration::from_secs(1);
    loop {
        if process.try_wait().expect("the child's status").is_some() {
            break;
        }
        if Instant::now() > deadline {
            process.kill().expect("the child stops");
            process.wait().expect("the child's status");
            return (limit, None);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let mut output = String::new();
    process
        .stdout
        .take()
        .expect("piped")
        .read_to_string(&mut output)
        .expect("the child's answer");
    let mut words = output.split_whitespace();
    let micros: f64 = words
        .next()
        .and_then(|word| word.parse().ok())
        .unwrap_or_else(|| panic!("the child's answer for {line}: {output:?}"));
    let answer = words.next().and_then(|word| word.parse().ok());
    if micros > limit.micros {
        return (limit, answer);
    }
    let time = Time {
        micros,
        finished: true,
    };
    (time, answer)
}

/// Times the dancing links on one puzzle, stopped after `timeout`.
fn time_dlx(puzzle: &SizedGrid, timeout: Duration) -> (Time, Option<SizedGrid>) {
    let deadline = Instant::now() + timeout;
    let (micros, answer) = best_of(|| match Dlx::new(puzzle) {
        Some(mut dlx) => match dlx.search(1, deadline) {
            Search::Done { count: 0, .. } => Some(None),
            Search::Done { first, .. } => Some(first),
            Search::TimedOut => None,
        },
        None => Some(None),
    });
    match answer {
        Some(answer) => (
            Time {
                micros,
                finished: true,
            },
            answer,
        ),
        None => (
            Time {
                micros: timeout.as_secs_f64() * 1e6,
                finished: false,
            },
            None,
        ),
    }
}

/// How a dancing-links search ended.
enum Search {
    /// It found `count` solutions (up to its limit), the first of them `first`.
    Done {
        count: usize,
        first: Option<SizedGrid>,
    },
    /// It reached its deadline first.
    TimedOut,
}

/// Knuth's dancing links over the exact cover of one puzzle.
///
/// Node 0 is the root, nodes `1..=columns` the column headers, then four nodes per matrix row
/// (one per constraint it meets). A matrix row is a candidate: an open cell and a value no
/// house of the cell holds yet. The columns are the constraints still to meet: each open cell
/// once, and each value missing from a house once in it. The givens are thus already in the
/// matrix's making rather than chosen rows, which is the usual Sudoku exact cover reduced by
/// its givens.
struct Dlx {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// Each node's column header.
    column: Vec<u32>,
    /// Rows in each column (indexed by the header node).
    size: Vec<u32>,
    /// Each node's candidate: (cell, value), in the row it is part of.
    candidate: Vec<(u16, u8)>,
    /// The puzzle, filled in as the answer.
    grid: SizedGrid,
    /// The candidates chosen, as one node of each.
    chosen: Vec<u32>,
}

impl Dlx {
    /// The matrix of `puzzle`, or `None` if two givens clash.
    fn new(puzzle: &SizedGrid) -> Option<Dlx> {
        let shape: Shape = puzzle.shape();
        let n = shape.size();
        let houses = shape.houses();
        // The houses of each cell (its row, column and box) and the values each house holds.
        let mut houses_of = vec![Vec::with_capacity(3); shape.cells()];
        let mut held = vec![0u32; houses.len()];
        for (house, cells) in houses.iter().enumerate() {
            for &cell in cells {
                houses_of[cell].push(house);
                let value = puzzle.get(cell);
                if value > 0 {
                    let bit = 1 << (value - 1);
                    if held[house] & bit != 0 {
                        return None;
                    }
                    held[house] |= bit;
                }
            }
        }
        // Column headers: nodes 1.. for each constraint to meet, 0 for one already met.
        let mut columns = 0u32;
        let mut next = || {
            columns += 1;
            columns
        };
        let cell_column: Vec<u32> = (0..shape.cells())
            .map(|cell| if puzzle.get(cell) == 0 { next() } else { 0 })
            .collect();
        let house_column: Vec<u32> = (0..houses.len() * n)
            .map(|at| {
                if held[at / n] & (1 << (at % n)) == 0 {
                    next()
                } else {
                    0
                }
            })
            .collect();
        let headers = columns as usize + 1;
        let mut dlx = Dlx {
            // The root and headers in a ring, each header its own empty column.
            left: (0..headers as u32)
                .map(|i| if i == 0 { columns } else { i - 1 })
                .collect(),
            right: (0..headers as u32)
                .map(|i| if i == columns { 0 } else { i + 1 })
                .collect(),
            up: (0..headers as u32).collect(),
            down: (0..headers as u32).collect(),
            column: (0..headers as u32).collect(),
            size: vec![0; headers],
            candidate: vec![(0, 0); headers],
            grid: puzzle.clone(),
            chosen: Vec::with_capacity(shape.cells()),
        };
        for cell in (0..shape.cells()).filter(|&cell| puzzle.get(cell) == 0) {
            let open = houses_of[cell]
                .iter()
                .fold(0u32, |held_here, &house| held_here | held[house]);
            for value in (1..=n).filter(|value| open & (1 << (value - 1)) == 0) {
                let mut row = [cell_column[cell], 0, 0, 0];
                for (slot, &house) in row[1..].iter_mut().zip(&houses_of[cell]) {
                    *slot = house_column[house * n + value - 1];
                }
                dlx.add_row(&row, (cell as u16, value as u8));
            }
        }
        Some(dlx)
    }

    /// Appends a matrix row meeting the constraints of the headers `columns`.
    fn add_row(&mut self, columns: &[u32; 4], candidate: (u16, u8)) {
        let first = self.left.len() as u32;
        for (k, &header) in columns.iter().enumerate() {
            let node = first + k as u32;
            // In the row's ring.
            self.left.push(if k == 0 { first + 3 } else { node - 1 });
            self.right.push(if k == 3 { first } else { node + 1 });
            // At the bottom of the column.
            let above = self.up[header as usize];
            self.up.push(above);
            self.down.push(header);
            self.down[above as usize] = node;
            self.up[header as usize] = node;
            self.column.push(header);
            self.size[header as usize] += 1;
            self.candidate.push(candidate);
        }
    }

    /// Takes column `c` out of the header ring and every row meeting it out of the other
    /// columns.
    fn cover(&mut self, c: u32) {
        let c = c as usize;
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c];
        while i as usize != c {
            let mut j = self.right[i as usize];
            while j != i {
                let node = j as usize;
                let (u, d) = (self.up[node], self.down[node]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[node] as usize] -= 1;
                j = self.right[node];
            }
            i = self.down[i as usize];
        }
    }

    /// Undoes [`Dlx::cover`] of column `c`, in the reverse order.
    fn uncover(&mut self, c: u32) {
        let c = c as usize;
        let mut i = self.up[c];
        while i as usize != c {
            let mut j = self.left[i as usize];
            while j != i {
                let node = j as usize;
                let (u, d) = (self.up[node], self.down[node]);
                self.size[self.column[node] as usize] += 1;
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                j = self.left[node];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = c as u32;
        self.left[r as usize] = c as u32;
    }

    /// Algorithm X: counts solutions up to `limit`, keeping the first, until `deadline`.
    fn search(&mut self, limit: usize, deadline: Instant) -> Search {
        let mut state = State {
            limit,
            deadline,
            count: 0,
            first: None,
            nodes: 0,
            timed_out: false,
        };
        self.descend(&mut state);
        if state.timed_out {
            Search::TimedOut
        } else {
            Search::Done {
                count: state.count,
                first: state.first,
            }
        }
    }

    /// One level of Algorithm X; true when the search must stop (limit or deadline reached).
    fn descend(&mut self, state: &mut State) -> bool {
        if self.right[0] == 0 {
            // Every constraint met: the chosen candidates fill the grid.
            state.count += 1;
            if state.first.is_none() {
                let mut grid = self.grid.clone();
                for &node in &self.chosen {
                    let (cell, value) = self.candidate[node as usize];
                    grid.set(usize::from(cell), value);
                }
                state.first = Some(grid);
            }
            return state.count >= state.limit;
        }
        state.nodes += 1;
        if state.nodes.is_multiple_of(1024) && Instant::now() > state.deadline {
            state.timed_out = true;
            return true;
        }
        // MRV: the column with the fewest rows, the first such one; a column of 0 or 1 rows
        // cannot be beaten.
        let mut best = self.right[0];
        let mut c = best;
        while c != 0 && self.size[best as usize] > 1 {
            if self.size[c as usize] < self.size[best as usize] {
                best = c;
            }
            c = self.right[c as usize];
        }
        if self.size[best as usize] == 0 {
            return false;
        }
        self.cover(best);
        let mut stop = false;
        let mut row = self.down[best as usize];
        while row != best && !stop {
            self.chosen.push(row);
            let mut j = self.right[row as usize];
            while j != row {
                self.cover(self.column[j as usize]);
                j = self.right[j as usize];
            }
            stop = self.descend(state);
            let mut j = self.left[row as usize];
            while j != row {
                self.uncover(self.column[j as usize]);
                j = self.left[j as usize];
            }
            self.chosen.pop();
            row = self.down[row as usize];
        }
        self.uncover(best);
        stop
    }
}

/// What a search carries down its levels.
struct State {
    limit: usize,
    deadline: Instant,
    count: usize,
    first: Option<SizedGrid>,
    /// Search nodes visited, to look at the clock every 1024 of them.
    nodes: u64,
    timed_out: bool,
}
