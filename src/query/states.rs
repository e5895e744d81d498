//! The destination states of the subset construction, for every level of a
//! walk's recursion, in one stack.
//!
//! A set of states is a range at the top of the stack. A level of the walk
//! builds its sets above the one it was given and frees them when it
//! returns, so the stack holds only what the current path of the recursion
//! needs, and the walk's frames stay small (the run-time call stack and
//! const evaluation both pay for every byte a frame holds).

use crate::automaton::{Cursor, Role, View};
use crate::description::Bytes;
use crate::limits::{Limit, MAX_STATES};
use crate::path::Path;

/// A range of states on the stack.
#[derive(Clone, Copy)]
pub(super) struct Set {
    pub(super) start: usize,
    pub(super) len: usize,
}

/// The stack of states.
pub(super) struct States {
    cursors: [Cursor; MAX_STATES],
    /// The first free slot.
    pub(super) top: usize,
}

impl States {
    pub(super) const fn new() -> States {
        // Any cursor fills the free slots; only those below `top` are read.
        States { cursors: [Cursor::new(&Bytes::EMPTY, Role::Destination); MAX_STATES], top: 0 }
    }

    /// Where the next set will start.
    pub(super) const fn begin(&self) -> usize {
        self.top
    }

    /// Adds a state at the top.
    pub(super) const fn push(&mut self, cursor: Cursor) -> Result<(), Limit> {
        if self.top == MAX_STATES {
            return Err(Limit::Alternatives);
        }
        self.cursors[self.top] = cursor;
        self.top += 1;
        Ok(())
    }

    /// State `i` of `set`.
    pub(super) const fn get(&self, set: Set, i: usize) -> Cursor {
        self.cursors[set.start + i]
    }

    /// What comes next at state `i` of `set` (which moves to it).
    pub(super) const fn view(&mut self, set: Set, i: usize) -> Result<View, Limit> {
        self.cursors[set.start + i].view()
    }

    /// Moves state `i` of `set` `len` bytes on.
    pub(super) const fn advance(&mut self, set: Set, i: usize, len: usize) {
        self.cursors[set.start + i].advance(len);
    }

    /// A new set of the inhabited alternatives of the branch at `cursor`.
    pub(super) const fn push_branch(&mut self, cursor: &Cursor, count: usize) -> Result<Set, Limit> {
        let start = self.top;
        let mut alternative = 0;
        while alternative < count {
            if cursor.alternative_is_inhabited(alternative) {
                let mut inside = *cursor;
                if let Err(limit) = inside.enter(alternative) {
                    return Err(limit);
                }
                if let Err(limit) = self.push(inside) {
                    return Err(limit);
                }
            }
            alternative += 1;
        }
        Ok(Set { start, len: self.top - start })
    }

    /// A copy of `set` at the top, for a level of recursion to change.
    pub(super) const fn copy(&mut self, set: Set) -> Result<Set, Limit> {
        let start = self.top;
        let mut i = 0;
        while i < set.len {
            if let Err(limit) = self.push(self.cursors[set.start + i]) {
                return Err(limit);
            }
            i += 1;
        }
        Ok(Set { start, len: set.len })
    }

    /// Moves `new` (the top set) down to where `old` starts, freeing the
    /// rest: the states of the next step replace those of this one.
    pub(super) const fn replace(&mut self, old: Set, new: Set) -> Set {
        let mut i = 0;
        while i < new.len {
            self.cursors[old.start + i] = self.cursors[new.start + i];
            i += 1;
        }
        self.top = old.start + new.len;
        Set { start: old.start, len: new.len }
    }

    /// Opens, in `set` (the top set), every state at a branch into the
    /// states of its alternatives, until each is at bytes or a pointer, and
    /// merges states that met again after leaving a choice.
    pub(super) const fn expand(&mut self, set: Set) -> Result<Set, Limit> {
        let mut set = set;
        let mut i = 0;
        while i < set.len {
            let index = set.start + i;
            let depth = self.cursors[index].depth();
            match self.cursors[index].view() {
                Ok(View::Branch { count, .. }) => {
                    let branch = self.cursors[index];
                    let mut first = true;
                    let mut alternative = 0;
                    while alternative < count {
                        if branch.alternative_is_inhabited(alternative) {
                            let mut inside = branch;
                            if let Err(limit) = inside.enter(alternative) {
                                return Err(limit);
                            }
                            if first {
                                self.cursors[index] = inside;
                                first = false;
                            } else {
                                if let Err(limit) = self.push(inside) {
                                    return Err(limit);
                                }
                                set.len += 1;
                            }
                        }
                        alternative += 1;
                    }
                    if first {
                        // No alternative can hold a value: the state is gone.
                        set = self.remove(set, i);
                    }
                }
                Ok(_) => {
                    // Only a state that left a choice can meet another one.
                    if self.cursors[index].depth() < depth && self.seen_before(set, i) {
                        set = self.remove(set, i);
                    } else {
                        i += 1;
                    }
                }
                Err(limit) => return Err(limit),
            }
        }
        Ok(set)
    }

    /// Whether state `i` of `set` equals an earlier one.
    const fn seen_before(&self, set: Set, i: usize) -> bool {
        let mut j = 0;
        while j < i {
            if self.cursors[set.start + j].same_state(&self.cursors[set.start + i]) {
                return true;
            }
            j += 1;
        }
        false
    }

    /// Removes state `i` of `set` (the top set), moving the last in its place.
    const fn remove(&mut self, set: Set, i: usize) -> Set {
        let last = set.start + set.len - 1;
        self.cursors[set.start + i] = self.cursors[last];
        self.top -= 1;
        Set { start: set.start, len: set.len - 1 }
    }

    /// The path shared by the states of `set`: down to the choice they are in.
    pub(super) const fn common_path(&self, set: Set) -> Path {
        let mut path = self.cursors[set.start].path();
        let mut i = 1;
        while i < set.len {
            path.keep_common_prefix(&self.cursors[set.start + i].path());
            i += 1;
        }
        path
    }
}
