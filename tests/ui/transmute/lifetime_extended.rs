// A lifetime cannot grow: goggles cannot see lifetimes in const evaluation,
// so a destination that holds a reference is refused without
// `Assume::LIFETIMES`, at the top level and nested in a struct.

use goggles::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Holder<'a> {
    pub value: &'a u8,
}

fn extend<'a>(short: &'a u8) -> &'static u8 {
    goggles::transmute(short)
}

fn extend_nested<'a>(short: Holder<'a>) -> Holder<'static> {
    goggles::transmute(short)
}

fn extend_behind_a_reference<'a>(short: &'a Holder<'a>) -> &'a Holder<'static> {
    goggles::transmute_ref(short)
}

fn main() {
    let value = 1u8;
    let _ = extend(&value);
    let _ = extend_nested(Holder { value: &value });
    let _ = extend_behind_a_reference(&Holder { value: &value });
}
