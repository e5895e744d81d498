// `Guard<'a>` and `Guard<'static>` share one description; its private raw
// pointer is tied to `'a` by a `PhantomData` that no `Lifetime` bound counts.
// Taken for one type, the transmutation extended the borrow, and `set`
// wrote to freed memory.
mod guard {
    use core::marker::PhantomData;

    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Guard<'a> {
        target: *mut u8,
        lent: PhantomData<&'a mut u8>,
    }

    impl<'a> Guard<'a> {
        pub fn new(target: &'a mut u8) -> Guard<'a> {
            Guard { target, lent: PhantomData }
        }

        pub fn set(&mut self, value: u8) {
            unsafe { *self.target = value }
        }
    }
}

fn extend<'a>(guard: guard::Guard<'a>) -> guard::Guard<'static> {
    transmutable::transmute(guard)
}

fn main() {
    let mut guard = {
        let mut byte = Box::new(0u8);
        extend(guard::Guard::new(&mut byte))
    };
    guard.set(1);
}
