// A type of the default representation has no layout on other targets: the
// compiler orders and pads its fields as it likes, target by target.
#[derive(goggles::Layout)]
#[goggles(portable)]
pub struct Loose {
    pub a: u8,
    pub b: u16,
}

fn main() {}
