//! A record with a private field keeps `new` private: `new` sets every
//! field, and the private one may keep an invariant its module upholds.

mod inner {
    #[transmutable::bits(order = network)]
    #[derive(Clone, Copy)]
    pub struct Guarded {
        #[bits(4)]
        pub open: u8,
        /// Kept even by this module.
        #[bits(4)]
        kept: u8,
    }

    pub fn make() -> Guarded {
        Guarded::new(1, 2).unwrap()
    }
}

mod crate_wide {
    #[transmutable::bits(order = network)]
    #[derive(Clone, Copy)]
    pub struct Shared {
        #[bits(4)]
        pub(crate) low: u8,
        #[bits(4)]
        pub(crate) high: u8,
    }
}

fn main() {
    let record = inner::make();
    let _ = record.open();
    // Fields of one restricted visibility lend it to `new`.
    let _ = crate_wide::Shared::new(1, 2);
    // The private field's invariant is out of reach: no `new` from here.
    let _ = inner::Guarded::new(1, 2);
}
