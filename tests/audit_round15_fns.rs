//! Adversarial probes, round 15: function pointers whose signatures name a
//! lifetime parameter, inside types that are their own identity.
//!
//! A derived type with lifetime parameters only is described once, by a
//! `static` of its instance at `'static`, and all its instances share one
//! identity; `Lifetime<'l>` does not count a function pointer's lifetimes
//! (nothing safe reaches through one). So `Calls<'static> -> Calls<'a>`
//! (`fn(&'static u8)`, which may keep its argument, read as a `fn(&'a
//! u8)`) is refused whatever the lifetimes, even a type into itself
//! (round 13). Held here with the function pointer one step further in:
//! in a field of another such type, an array, a tuple, a union, an enum's
//! variant, a cell, behind a reference; by value, through `&` and through
//! `&mut`. A type without parameters holding `fn(u8)` is one type, into
//! itself. Every verdict holds, at compile time too (a `transmute` of
//! `Outer<'static>` into `Outer<'a>` fails to build).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::cell::Cell;
use transmutable::{decide, decide_mut, decide_ref, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Calls<'a> {
    pub call: fn(&'a u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Outer<'a> {
    pub inner: Calls<'a>,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Plain {
    pub call: fn(u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FnUnion<'a> {
    pub call: fn(&'a u8),
    pub other: fn(&'a u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FnEnum<'a> {
    A(fn(&'a u8)),
    B,
}

#[derive(Layout)]
#[repr(C)]
pub struct RefCalls<'a> {
    pub r: &'a Calls<'a>,
}

#[derive(Layout)]
#[repr(C)]
pub struct CellCalls<'a> {
    pub c: Cell<Calls<'a>>,
}

type FRef = fn(&'static u8);

/// `$f::<$s, $d>(NOTHING)` must be `$verdict`.
macro_rules! held {
    ($f:ident: $($s:ty => $d:ty: $verdict:expr),* $(,)?) => {$(
        assert_eq!(
            $f::<$s, $d>(Assume::NOTHING).is_transmutable(),
            $verdict,
            "{} {} -> {}",
            stringify!($f),
            stringify!($s),
            stringify!($d)
        );
    )*};
}

#[test]
fn function_pointers_one_step_in() {
    held!(decide:
        Calls<'static> => Calls<'static>: false,
        Outer<'static> => Outer<'static>: false,
        [Calls<'static>; 1] => [Calls<'static>; 1]: false,
        (Calls<'static>,) => (Calls<'static>,): false,
        FnUnion<'static> => FnUnion<'static>: false,
        FnEnum<'static> => FnEnum<'static>: false,
        RefCalls<'static> => RefCalls<'static>: false,
        &'static Calls<'static> => &'static Calls<'static>: false,
        CellCalls<'static> => CellCalls<'static>: false,
        Option<FRef> => Option<FRef>: false,
        Plain => Plain: true,
    );
    held!(decide_ref:
        Calls<'static> => Calls<'static>: false,
        Outer<'static> => Outer<'static>: false,
        CellCalls<'static> => CellCalls<'static>: false,
        RefCalls<'static> => RefCalls<'static>: false,
        Plain => Plain: true,
    );
    held!(decide_mut:
        Calls<'static> => Calls<'static>: false,
        Outer<'static> => Outer<'static>: false,
        FnEnum<'static> => FnEnum<'static>: false,
        Plain => Plain: true,
    );
}
