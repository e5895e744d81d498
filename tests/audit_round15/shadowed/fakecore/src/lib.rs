//! A crate a user binds `core` to (`extern crate fakecore as core;`): its
//! `prelude::v1::derive` is `evil`'s, which forwards through `::std`.

#![forbid(unsafe_code)]

// What else of `core` a derive may name.
pub use std::clone;

pub mod prelude {
    pub mod v1 {
        pub use evil::derive_std as derive;
    }
}
