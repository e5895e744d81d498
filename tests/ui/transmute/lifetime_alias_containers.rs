// A container of a field may be an alias that sends other arguments
// elsewhere (`type Option<T> = <T as Pick>::Out`). The `Lifetime` impl of a
// generic type asks its bound of the standard container itself, proven the
// same type as the one written, so the alias cannot hide a lifetime, and
// extending it is an error of the borrow checker.

use transmutable::Layout;

pub trait Pick {
    type Out;
}
impl<'a> Pick for &'a Node<'a> {
    type Out = core::option::Option<&'a Node<'a>>;
}
impl<'a> Pick for &'a transmutable::__private::Recursion {
    type Out = u8;
}
#[allow(type_alias_bounds)]
type Option<T> = <T as Pick>::Out;

#[derive(Layout)]
#[repr(C)]
pub struct Node<'a> {
    pub next: Option<&'a Node<'a>>,
    pub value: u8,
}

fn extend<'a>(node: Node<'a>) -> Node<'static> {
    transmutable::transmute(node)
}

fn main() {
    let inner = Node { next: None, value: 7 };
    let _ = extend(Node { next: Some(&inner), value: 1 });
}
