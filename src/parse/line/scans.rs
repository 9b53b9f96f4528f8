//! What a line may turn out to be, decided as it is read: a border line of a boxed board, or
//! a line of text that begins with a word.

/// Whether the line in progress can still be a border line of a boxed board (HoDoKu's
/// `*-----------*`, Sudoku Explainer's `.-------.-------.-------.`): no character but `-`, `=`,
/// `+`, `|`, `*`, `.`, `:`, `'` and blanks, and somewhere a run of three `-` or `=`. Its dots
/// are drawing, not holes.
#[derive(Clone, Copy)]
pub(super) struct BorderScan {
    /// Every character so far may belong to a border line.
    pub(super) possible: bool,
    /// The `-` and `=` in a row just read, up to three.
    rule: u8,
    /// A run of three was seen.
    ruled: bool,
}

impl BorderScan {
    pub(super) const START: BorderScan = BorderScan {
        possible: true,
        rule: 0,
        ruled: false,
    };

    /// Takes the next byte of the line into account.
    #[inline]
    pub(super) fn byte(&mut self, byte: u8) {
        match byte {
            b'-' | b'=' => {
                self.rule = (self.rule + 1).min(3);
                self.ruled |= self.rule == 3;
            }
            b'+' | b'|' | b'*' | b'.' | b':' | b'\'' | b' ' | b'\t' | b'\r' | b'\n' => {
                self.rule = 0
            }
            _ => self.possible = false,
        }
    }

    /// Whether the whole line was a border line.
    pub(super) fn is_border(&self) -> bool {
        self.possible && self.ruled
    }
}

/// How a line begins: a word of three letters or more (`Grid`, `Puzzle`, `Solution`) makes it
/// text, unless it is a row of symbols after all.
#[derive(Clone, Copy)]
pub(super) struct Opening {
    /// Letters in a row from the first character that is not a blank.
    letters: u8,
    /// The opening is over: a character other than a letter came, or the word is long enough.
    pub(super) done: bool,
    /// The line begins with a word.
    pub(super) word: bool,
}

impl Opening {
    pub(super) const START: Opening = Opening {
        letters: 0,
        done: false,
        word: false,
    };

    /// Takes the next byte of the line into account.
    pub(super) fn byte(&mut self, byte: u8) {
        if byte.is_ascii_alphabetic() {
            self.letters += 1;
            self.word = self.letters >= 3;
            self.done = self.word;
        } else {
            self.done = self.letters > 0 || !matches!(byte, b' ' | b'\t');
        }
    }
}
