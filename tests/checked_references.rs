//! `try_transmute_ref` and `try_transmute_mut` against a model: a referent
//! is a valid destination exactly when each of its bytes is valid there
//! (for `[bool; 4]`, 0 or 1), and writes through the result land in the
//! source. Run under Miri too (`scripts/miri.sh -- --test checked_references`).

use proptest::prelude::*;
use transmutable::Layout;

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum Level {
    Low = 1,
    High = 2,
}

proptest! {
    // Under Miri, a few cases, and no file of failures: Miri has no file
    // system.
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 8 } else { 512 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn a_referent_is_valid_exactly_when_each_byte_is(bytes in prop::array::uniform4(0u8..4)) {
        let valid = bytes.iter().all(|&byte| byte <= 1);
        match transmutable::try_transmute_ref::<[u8; 4], [bool; 4]>(&bytes) {
            Ok(flags) => {
                prop_assert!(valid);
                prop_assert_eq!(flags.map(u8::from), bytes);
            }
            Err(error) => {
                prop_assert!(!valid);
                let first = bytes.iter().position(|&byte| byte > 1).unwrap();
                prop_assert_eq!(error.offset(), first);
                prop_assert_eq!(*error.into_source(), bytes);
            }
        }
    }

    #[test]
    fn writes_land_in_the_source(bytes in prop::array::uniform2(0u8..4), index in 0usize..2, high in any::<bool>()) {
        let mut source = bytes;
        let valid = bytes.iter().all(|&byte| byte == 1 || byte == 2);
        match transmutable::try_transmute_mut::<[u8; 2], [Level; 2]>(&mut source) {
            Ok(levels) => {
                prop_assert!(valid);
                levels[index] = if high { Level::High } else { Level::Low };
                let mut expected = bytes;
                expected[index] = if high { 2 } else { 1 };
                prop_assert_eq!(source, expected);
            }
            Err(error) => {
                prop_assert!(!valid);
                prop_assert_eq!(*error.into_source(), bytes);
            }
        }
    }
}

#[test]
fn a_prefix_of_the_referent() {
    let bytes = [1u8, 0, 7, 7];
    let flags: &[bool; 2] = transmutable::try_transmute_ref(&bytes).unwrap();
    assert_eq!(flags, &[true, false]);
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Levels {
    pub first: Level,
    pub second: Level,
}

#[test]
fn the_error_names_the_field_as_by_value() {
    let error = transmutable::try_transmute_ref::<[u8; 2], Levels>(&[1, 9]).unwrap_err();
    let by_value = transmutable::try_transmute::<[u8; 2], Levels>([1, 9]).unwrap_err();
    assert_eq!((error.offset(), error.path().to_string()), (1, ".second".into()));
    assert_eq!(error.to_string(), by_value.to_string());
}

/// Through `&mut`, nothing else reads or writes the referent while the
/// validator reads it or while the result lives, so cells and atomics are
/// bytes like any other (as `Cell::from_mut` and `Cell::get_mut` have
/// them): the check is that of their values, both ways.
#[test]
fn a_mutable_reference_to_cells_is_checked_like_any_other() {
    use core::cell::Cell;
    use core::sync::atomic::{AtomicU8, Ordering};

    let mut byte = Cell::new(1u8);
    {
        let flag = transmutable::try_transmute_mut::<Cell<u8>, Cell<bool>>(&mut byte).ok().unwrap();
        assert!(flag.get());
        flag.set(false);
    }
    assert_eq!(byte.get(), 0);
    byte.set(2);
    let error = transmutable::try_transmute_mut::<Cell<u8>, Cell<bool>>(&mut byte).unwrap_err();
    assert_eq!(error.offset(), 0);
    assert_eq!(error.into_source().get(), 2);

    let mut atomic = AtomicU8::new(1);
    {
        let flag = transmutable::try_transmute_mut::<AtomicU8, Cell<bool>>(&mut atomic).ok().unwrap();
        flag.set(false);
    }
    assert_eq!(atomic.load(Ordering::Relaxed), 0);
    let mut plain = [1u8, 0];
    let cells = transmutable::try_transmute_mut::<[u8; 2], [Cell<bool>; 2]>(&mut plain).ok().unwrap();
    cells[1].set(true);
    assert_eq!(plain, [1, 1]);
}
