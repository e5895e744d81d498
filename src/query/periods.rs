//! Period skipping: when a walk comes back to the same pair of states one
//! period later (an array against an array, or against a run; a struct of
//! fields of one type against either), every further period is walked the
//! same way, so it is skipped.

use super::least;
use crate::automaton::Cursor;

/// Steps a walk takes before it looks for periods. Most walks end before
/// (a struct against a scalar, one variant against another), and looking
/// compares both states at every step, which const evaluation pays for;
/// an array against an array is past them within its first elements.
const WARM_UP: usize = 4;

/// Brent's cycle detection over the states of a walk: remembers a state at
/// power-of-two distances and reports when the current state repeats it.
pub(super) struct Periods {
    /// The pair of states remembered, once the warm-up is over: none
    /// before, since a walk that ends within [`WARM_UP`] steps (most do)
    /// need not copy its cursors, which const evaluation pays for byte by
    /// byte.
    remembered: Option<(Cursor, Cursor)>,
    power: usize,
    distance: usize,
    /// Steps left before the first state is remembered ([`WARM_UP`]);
    /// counted down in place by [`skip_periods!`].
    pub(super) warm_up: usize,
}

/// [`Periods::skip`] after a step of a walk's loop, its warm-up counted
/// down without a call, which const evaluation pays for: most walks end
/// within it.
macro_rules! skip_periods {
    ($periods:expr, $src:expr, $dst:expr, $remaining:expr) => {
        if $periods.warm_up > 1 {
            $periods.warm_up -= 1;
        } else {
            $periods.skip(&mut $src, &mut $dst, &mut $remaining);
        }
    };
}
pub(super) use skip_periods;

impl Periods {
    /// Before a walk's first step: a constant, where a `new` would be a
    /// call that const evaluation pays for at every loop of a walk.
    pub(super) const START: Periods = Periods { remembered: None, power: 1, distance: 0, warm_up: WARM_UP };

    /// Called after each step: skips whole periods when the walk has
    /// returned to a remembered state, shortening `remaining` accordingly.
    pub(super) const fn skip(&mut self, src: &mut Cursor, dst: &mut Cursor, remaining: &mut usize) {
        if self.warm_up > 0 {
            self.warm_up -= 1;
            if self.warm_up == 0 {
                self.remembered = Some((*src, *dst));
            }
            return;
        }
        let Some((seen_src, seen_dst)) = &self.remembered else {
            return;
        };
        self.distance += 1;
        if let Some(moved) = repeat_both(src, seen_src, dst, seen_dst, *remaining) {
            *remaining -= moved;
            *self = Periods { remembered: Some((*src, *dst)), power: 1, distance: 0, warm_up: 0 };
            return;
        }
        if self.distance == self.power {
            self.remembered = Some((*src, *dst));
            self.power *= 2;
            self.distance = 0;
        }
    }
}

/// Moves both cursors over every whole period they share since the states
/// they were in (`seen_src`, `seen_dst`), as far as `remaining` bytes go;
/// returns how many bytes they moved, `None` where they share no whole
/// period. Each side is first asked for one period: pieces alike are
/// compared one by one, which const evaluation pays for, so they are
/// compared further only when the other side repeats too, and only as far
/// as it does.
const fn repeat_both(
    src: &mut Cursor,
    seen_src: &Cursor,
    dst: &mut Cursor,
    seen_dst: &Cursor,
    remaining: usize,
) -> Option<usize> {
    let (Some(src_once), Some(dst_once)) = (src.period_since(seen_src, 1), dst.period_since(seen_dst, 1)) else {
        return None;
    };
    if src_once.bytes != dst_once.bytes || remaining < src_once.bytes {
        return None;
    }
    let (Some(src_period), Some(dst_period)) = (
        src.period_since(seen_src, remaining / src_once.bytes),
        dst.period_since(seen_dst, remaining / dst_once.bytes),
    ) else {
        return None;
    };
    let times = least!(least!(src_period.room, dst_period.room), remaining / src_period.bytes);
    if times == 0 {
        return None;
    }
    src.repeat(src_period, times);
    dst.repeat(dst_period, times);
    Some(times * src_period.bytes)
}
