// A macro that repeats a fieldless enum in two modules, whose
// discriminants name a constant of each module: the same tokens at the
// same place, two enums of other tags. Each is described from its own
// `as` casts, in its own static, and told apart from the other.
#![allow(dead_code)]

use transmutable::{is_transmutable, Assume, Layout};

macro_rules! twice {
    ($($item:tt)*) => {
        pub mod a {
            const X: u8 = 1;
            $($item)*
        }
        pub mod b {
            const X: u8 = 2;
            $($item)*
        }
    };
}

twice! {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(u8, align(2))]
    pub enum E {
        A = X,
        B = X + 4,
    }
}

const _: () = assert!(!is_transmutable::<a::E, b::E>(Assume::NOTHING));
const _: () = assert!(!is_transmutable::<b::E, a::E>(Assume::NOTHING));
const _: () = assert!(!is_transmutable::<[a::E; 3], [b::E; 3]>(Assume::NOTHING));
const _: () = assert!(is_transmutable::<a::E, a::E>(Assume::NOTHING));

fn main() {
    assert!(a::E::try_read_from_bytes(&[1, 0]).is_ok());
    assert!(a::E::try_read_from_bytes(&[2, 0]).is_err());
    assert!(b::E::try_read_from_bytes(&[2, 0]).is_ok());
    assert!(b::E::try_read_from_bytes(&[5, 0]).is_err());
    assert!(b::E::try_read_from_bytes(&[6, 7]).is_ok());
}
