//! A crate a user binds `core` to (`extern crate fakecore as core;`): all of
//! `std`, but its `prelude::v1::derive` is `evil`'s, which forwards through
//! `::std`.

#![forbid(unsafe_code)]

pub use std::*;

pub mod prelude {
    pub mod v1 {
        pub use evil::derive_std as derive;
        pub use std::prelude::v1::*;
    }
}
