// A lifetime cannot grow: `transmute` and its relatives bound both types by
// `transmutable::Lifetime<'l>` at one lifetime, so every reference inside either
// lives exactly `'l`, and the borrow checker refuses a transmutation that
// would make one live longer, at the top level, nested in a struct, behind
// a reference, smuggled into a type without lifetime parameters (behind a
// box too), and in an invariant position.

use core::cell::Cell;

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Holder<'a> {
    pub value: &'a u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Forever {
    pub value: &'static u8,
}

fn extend<'a>(short: &'a u8) -> &'static u8 {
    transmutable::transmute(short)
}

fn extend_in_a_struct<'a>(short: Holder<'a>) -> Holder<'static> {
    transmutable::transmute(short)
}

fn extend_behind_a_reference<'a>(short: &'a Holder<'a>) -> &'a Holder<'static> {
    transmutable::transmute_ref(short)
}

fn smuggle<'a>(short: &'a u8) -> Forever {
    transmutable::transmute(short)
}

fn shorten_in_a_cell<'a>(long: &'a Cell<&'static u8>) -> &'a Cell<&'a u8> {
    transmutable::transmute_ref(long)
}

fn shorten_behind_mut<'a>(long: &'a mut &'static u8) -> &'a mut &'a u8 {
    transmutable::transmute_mut(long)
}

#[derive(Layout)]
#[repr(C)]
pub struct StaticBehindBox {
    pub value: Box<&'static u8>,
}

fn smuggle_behind_a_box<'a>(short: Box<&'a u8>) -> StaticBehindBox {
    transmutable::transmute(short)
}

// The cases of the compiler's own `reject_lifetime_extension` test.
fn extend_nested<'a>(short: &'a &'a u8) -> &'a &'static u8 {
    transmutable::transmute(short)
}

fn extend_in_a_tuple<'a>(short: (&'a u8, u8)) -> (&'static u8, u8) {
    transmutable::transmute(short)
}

#[derive(Layout)]
#[repr(u8)]
pub enum Multi<'a> {
    A(&'a u8),
    B,
    C,
}

fn extend_in_an_enum<'a>(short: Multi<'a>) -> Multi<'static> {
    transmutable::transmute(short)
}

fn ask<'a>(_: &'a u8) -> bool {
    transmutable::is_transmutable::<&'a u8, &'static u8>(transmutable::Assume::NOTHING)
}

fn main() {
    let value = 1u8;
    let _ = extend(&value);
    let _ = extend_in_a_struct(Holder { value: &value });
    let _ = extend_behind_a_reference(&Holder { value: &value });
    let _ = smuggle(&value);
    let _ = shorten_in_a_cell(&Cell::new(&7));
    let _ = shorten_behind_mut(&mut &7);
    let _ = smuggle_behind_a_box(Box::new(&value));
    let _ = extend_nested(&&value);
    let _ = extend_in_a_tuple((&value, 1));
    let _ = extend_in_an_enum(Multi::A(&value));
    let _ = ask(&value);
}
