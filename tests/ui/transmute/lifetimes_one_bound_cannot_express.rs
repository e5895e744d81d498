// What one `Lifetime<'l>` bound cannot express is refused, and needs
// `Assume::LIFETIMES` with a `_assuming` function: a type that holds two
// lifetimes that must stay distinct, and a `&'static` field beside a `&'a`
// one, are `Lifetime<'l>` only where the lifetimes are equal. (Generic
// types that refer to each other: `lifetimes_generic_cycle.rs`.)

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Two<'a, 'b> {
    pub first: &'a u8,
    pub second: &'b u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Mixed<'a> {
    pub short: &'a u8,
    pub forever: &'static u8,
}

fn two<'a, 'b>(pair: Two<'a, 'b>) -> Two<'a, 'b> {
    transmutable::transmute(pair)
}

fn mixed<'a>(pair: Mixed<'a>) -> Mixed<'a> {
    transmutable::transmute(pair)
}

fn main() {
    let (x, y) = (1u8, 2u8);
    let _ = two(Two { first: &x, second: &y });
    let _ = mixed(Mixed { short: &x, forever: &7 });
}
