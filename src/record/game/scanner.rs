//! The move text's tokens: numbers, moves, comments, results.

use super::errors::{LineColumn, RecordErrorKind};

/// Walks the text keeping the line and column.
pub(super) struct Scanner<'a> {
    pub(super) text: &'a str,
    /// The `{...}` comments passed since the last [`Scanner::take_comments`].
    pub(super) comments: Vec<&'a str>,
    /// Byte offset of the next character.
    pub(super) pos: usize,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl<'a> Scanner<'a> {
    pub(super) fn new(text: &'a str) -> Scanner<'a> {
        // A byte order mark some editors put first is not text (decision 6).
        let pos = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Scanner {
            text,
            comments: Vec::new(),
            pos,
            line: 1,
            column: 1,
        }
    }

    pub(super) fn at(&self) -> LineColumn {
        LineColumn {
            line: self.line,
            column: self.column,
        }
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Spaces and tabs, not line ends.
    pub(super) fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// White space, line ends, `{...}` and `; ...` comments; an unclosed
    /// `{`, or a comment whose `[%win]` is no chance, gives where it opened.
    pub(super) fn skip_blanks_and_comments(&mut self) -> Result<(), (LineColumn, RecordErrorKind)> {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('{') => {
                    let at = self.at();
                    self.bump();
                    let begin = self.pos;
                    loop {
                        match self.bump() {
                            None => return Err((at, RecordErrorKind::UnterminatedComment)),
                            Some('}') => break,
                            Some(_) => {}
                        }
                    }
                    let comment = &self.text[begin..self.pos - 1];
                    if let Some(bad) = bad_win(comment) {
                        return Err((at, RecordErrorKind::BadWin(bad.to_string())));
                    }
                    self.comments.push(comment);
                }
                Some(';') => while !matches!(self.bump(), None | Some('\n')) {},
                _ => return Ok(()),
            }
        }
    }

    /// The comments passed since the last call, in order.
    pub(super) fn take_comments(&mut self) -> Vec<String> {
        self.comments.drain(..).map(str::to_string).collect()
    }

    /// The next token: up to white space or a comment.
    pub(super) fn token(&mut self) -> &'a str {
        let begin = self.pos;
        while self
            .peek()
            .is_some_and(|c| !c.is_whitespace() && c != '{' && c != ';')
        {
            self.bump();
        }
        &self.text[begin..self.pos]
    }

    /// The rest of the line without its line end (`\n` or `\r\n`), which is
    /// passed.
    pub(super) fn rest_of_line(&mut self) -> &'a str {
        let begin = self.pos;
        while !matches!(self.peek(), None | Some('\n')) {
            self.bump();
        }
        let line = &self.text[begin..self.pos];
        self.bump();
        line.strip_suffix('\r').unwrap_or(line)
    }
}

/// RECORDS.md's `[%win p]`: `p` the chance, 0 to 1, that South wins. The
/// text of the first command in `comment` that holds anything else.
pub(super) fn bad_win(comment: &str) -> Option<&str> {
    let mut rest = comment;
    while let Some(found) = rest.find("[%win") {
        let after = &rest[found + "[%win".len()..];
        rest = after;
        // `[%window ...]` would be another command.
        if !after.starts_with([' ', ']']) {
            continue;
        }
        let Some(end) = after.find(']') else {
            return Some(after.trim());
        };
        let text = after[..end].trim();
        if !text.parse::<f64>().is_ok_and(|p| (0.0..=1.0).contains(&p)) {
            return Some(text);
        }
    }
    None
}
