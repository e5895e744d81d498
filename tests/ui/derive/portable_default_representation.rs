// A type of the default representation has no layout on other targets: the
// compiler orders and pads its fields as it likes, target by target.
#[derive(transmutable::Layout)]
#[transmutable(portable)]
pub struct Loose {
    pub a: u8,
    pub b: u16,
}

fn main() {}
