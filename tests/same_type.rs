//! A type against itself needs no walk: its every value is one of its
//! values. A wide enum whose values are spread over its tag (250 of the
//! 65536 values of a `u16`) is the same type (its walk against itself,
//! which `tests/wide_enums.rs` checks, is longer).

use transmutable::{decide, Assume, Layout};

#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
#[rustfmt::skip]
pub enum Spread { V0 = 1, V1 = 258, V2 = 515, V3 = 772, V4 = 1029, V5 = 1286, V6 = 1543, V7 = 1800, V8 = 2057, V9 = 2314, V10 = 2571, V11 = 2828, V12 = 3085, V13 = 3342, V14 = 3599, V15 = 3856, V16 = 4113, V17 = 4370, V18 = 4627, V19 = 4884, V20 = 5141, V21 = 5398, V22 = 5655, V23 = 5912, V24 = 6169, V25 = 6426, V26 = 6683, V27 = 6940, V28 = 7197, V29 = 7454, V30 = 7711, V31 = 7968, V32 = 8225, V33 = 8482, V34 = 8739, V35 = 8996, V36 = 9253, V37 = 9510, V38 = 9767, V39 = 10024, V40 = 10281, V41 = 10538, V42 = 10795, V43 = 11052, V44 = 11309, V45 = 11566, V46 = 11823, V47 = 12080, V48 = 12337, V49 = 12594, V50 = 12851, V51 = 13108, V52 = 13365, V53 = 13622, V54 = 13879, V55 = 14136, V56 = 14393, V57 = 14650, V58 = 14907, V59 = 15164, V60 = 15421, V61 = 15678, V62 = 15935, V63 = 16192, V64 = 16449, V65 = 16706, V66 = 16963, V67 = 17220, V68 = 17477, V69 = 17734, V70 = 17991, V71 = 18248, V72 = 18505, V73 = 18762, V74 = 19019, V75 = 19276, V76 = 19533, V77 = 19790, V78 = 20047, V79 = 20304, V80 = 20561, V81 = 20818, V82 = 21075, V83 = 21332, V84 = 21589, V85 = 21846, V86 = 22103, V87 = 22360, V88 = 22617, V89 = 22874, V90 = 23131, V91 = 23388, V92 = 23645, V93 = 23902, V94 = 24159, V95 = 24416, V96 = 24673, V97 = 24930, V98 = 25187, V99 = 25444, V100 = 25701, V101 = 25958, V102 = 26215, V103 = 26472, V104 = 26729, V105 = 26986, V106 = 27243, V107 = 27500, V108 = 27757, V109 = 28014, V110 = 28271, V111 = 28528, V112 = 28785, V113 = 29042, V114 = 29299, V115 = 29556, V116 = 29813, V117 = 30070, V118 = 30327, V119 = 30584, V120 = 30841, V121 = 31098, V122 = 31355, V123 = 31612, V124 = 31869, V125 = 32126, V126 = 32383, V127 = 32640, V128 = 32897, V129 = 33154, V130 = 33411, V131 = 33668, V132 = 33925, V133 = 34182, V134 = 34439, V135 = 34696, V136 = 34953, V137 = 35210, V138 = 35467, V139 = 35724, V140 = 35981, V141 = 36238, V142 = 36495, V143 = 36752, V144 = 37009, V145 = 37266, V146 = 37523, V147 = 37780, V148 = 38037, V149 = 38294, V150 = 38551, V151 = 38808, V152 = 39065, V153 = 39322, V154 = 39579, V155 = 39836, V156 = 40093, V157 = 40350, V158 = 40607, V159 = 40864, V160 = 41121, V161 = 41378, V162 = 41635, V163 = 41892, V164 = 42149, V165 = 42406, V166 = 42663, V167 = 42920, V168 = 43177, V169 = 43434, V170 = 43691, V171 = 43948, V172 = 44205, V173 = 44462, V174 = 44719, V175 = 44976, V176 = 45233, V177 = 45490, V178 = 45747, V179 = 46004, V180 = 46261, V181 = 46518, V182 = 46775, V183 = 47032, V184 = 47289, V185 = 47546, V186 = 47803, V187 = 48060, V188 = 48317, V189 = 48574, V190 = 48831, V191 = 49088, V192 = 49345, V193 = 49602, V194 = 49859, V195 = 50116, V196 = 50373, V197 = 50630, V198 = 50887, V199 = 51144, V200 = 51401, V201 = 51658, V202 = 51915, V203 = 52172, V204 = 52429, V205 = 52686, V206 = 52943, V207 = 53200, V208 = 53457, V209 = 53714, V210 = 53971, V211 = 54228, V212 = 54485, V213 = 54742, V214 = 54999, V215 = 55256, V216 = 55513, V217 = 55770, V218 = 56027, V219 = 56284, V220 = 56541, V221 = 56798, V222 = 57055, V223 = 57312, V224 = 57569, V225 = 57826, V226 = 58083, V227 = 58340, V228 = 58597, V229 = 58854, V230 = 59111, V231 = 59368, V232 = 59625, V233 = 59882, V234 = 60139, V235 = 60396, V236 = 60653, V237 = 60910, V238 = 61167, V239 = 61424, V240 = 61681, V241 = 61938, V242 = 62195, V243 = 62452, V244 = 62709, V245 = 62966, V246 = 63223, V247 = 63480, V248 = 63737, V249 = 63994 }

/// Private: its values carry the invariants of its module.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Sealed {
    spread: Spread,
}

/// Holds a function pointer, whose signature no description tells.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Callback {
    pub call: fn(u8),
}

/// A generic union: it has no identity of its own.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either<A: Copy, B: Copy> {
    pub left: A,
    pub right: B,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum TwoOrThree {
    Two = 2,
    Three = 3,
}

mod pair {
    /// Described as a `ManuallyDrop<(bool, bool)>` is, but its module writes
    /// half of it, even inside a union.
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    // SAFETY: a promise under test: no code here relies on this type's fields
    // beyond their being valid.
    #[transmutable(unsafe(no_invariants))]
    pub struct Pair((bool, bool));

    pub fn set_first<B: Copy>(either: &mut super::Either<Pair, B>, value: bool) {
        either.left.0 .0 = value;
    }
}

transmutable::assert_transmutable!(Spread, Spread);
transmutable::assert_transmutable!(Sealed, Sealed);
transmutable::assert_transmutable!(&'static Sealed, &'static Sealed);
transmutable::assert_transmutable!(&'static mut Sealed, &'static mut Sealed);

/// `Sealed`'s layout, another type: its own invariants.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SealedAgain {
    spread: Spread,
}

/// Holds a private `Box`, which its module may free.
#[derive(Layout)]
#[repr(C)]
pub struct Owner {
    owned: Box<u16>,
}

mod first {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Wrapper<T>(T);
}

mod second {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Wrapper<T>(T);
}

/// A derived type into itself is itself: every value a valid, safe value,
/// its invariants kept, and what is written through a `&mut` is one of its
/// own values again (BRIEF.md, "Safety invariants": only a destination's
/// invariants are asked for, and these are the source's, upheld).
#[test]
fn a_type_with_invariants_is_transmutable_into_itself() {
    for assume in [Assume::NOTHING, Assume::VALIDITY, Assume::SAFETY] {
        assert!(decide::<Sealed, Sealed>(assume).is_transmutable(), "{assume:?}");
    }
    assert!(transmutable::decide_ref::<Sealed, Sealed>(Assume::NOTHING).is_transmutable());
    assert!(transmutable::decide_mut::<Sealed, Sealed>(Assume::NOTHING).is_transmutable());
    assert!(decide::<Owner, Owner>(Assume::NOTHING).is_transmutable());
    assert!(transmutable::decide_mut::<Owner, Owner>(Assume::NOTHING).is_transmutable());
    // Its function pointers are its own too, of the one signature it holds.
    assert!(decide::<Callback, Callback>(Assume::NOTHING).is_transmutable());

    let sealed: Sealed = transmutable::transmute(Sealed { spread: Spread::V9 });
    assert_eq!(sealed.spread, Spread::V9);
    let mut owner = Owner { owned: Box::new(7) };
    let same: &mut Owner = transmutable::transmute_mut(&mut owner);
    *same.owned += 1;
    let owner: Owner = transmutable::transmute(owner);
    assert_eq!(*owner.owned, 8);
    let checked = transmutable::try_transmute::<Sealed, Sealed>(Sealed { spread: Spread::V3 });
    assert_eq!(checked.ok().map(|sealed| sealed.spread), Some(Spread::V3));
    let call: Callback = transmutable::transmute(Callback { call: |_| {} });
    (call.call)(1);
}

#[test]
fn a_type_is_transmutable_into_itself() {
    assert!(decide::<Spread, Spread>(Assume::NOTHING).is_transmutable());
    assert!(decide::<Spread, Spread>(Assume::VALIDITY).is_transmutable());
    assert!(decide::<[Spread; 3], [Spread; 3]>(Assume::NOTHING).is_transmutable());
    assert_eq!(transmutable::transmute::<Spread, Spread>(Spread::V7), Spread::V7);
}

#[test]
fn the_rest_of_the_check_still_applies() {
    // Into a `u16` every value fits; from one, not.
    assert!(decide::<Spread, u16>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<u16, Spread>(Assume::NOTHING).is_transmutable());
    // Another type that holds one privately still asks for its invariants
    // to be assumed.
    let wrapped = decide::<Sealed, SealedAgain>(Assume::NOTHING);
    assert!(!wrapped.is_transmutable());
    assert!(wrapped.to_string().contains("safety invariants"), "{wrapped}");
    assert!(decide::<Sealed, SealedAgain>(Assume::SAFETY).is_transmutable());
    // Function pointers are described alike whatever their signature, so
    // "the same description" is not "the same type" for them: `fn(u8)`
    // into `fn(u16)`, or an `unsafe fn` into a safe one, would be called
    // wrongly. They are refused as before, unless safety is assumed.
    assert!(!decide::<fn(u8), fn(u16)>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<unsafe fn(u8), fn(u8)>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<Option<fn(u8)>, Option<fn(u8)>>(Assume::NOTHING).is_transmutable());
    // Nor does a generic type's description tell which type it is: two
    // `Sealed`-like wrappers of one name and layout in two modules are
    // described alike, and each module keeps its own invariants.
    assert!(!decide::<first::Wrapper<u8>, second::Wrapper<u8>>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<first::Wrapper<u8>, first::Wrapper<u8>>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<[Sealed; 2], [Sealed; 2]>(Assume::NOTHING).is_transmutable());
    // Two generic unions described alike are not one type: safe code writes
    // half of a `Pair` in one, so it may hold `[0, 2]`, which the other,
    // whose `ManuallyDrop` is written only whole, never holds.
    type Written = Either<pair::Pair, [TwoOrThree; 2]>;
    type Whole = Either<core::mem::ManuallyDrop<(bool, bool)>, [TwoOrThree; 2]>;
    let mut written: Written = Either { right: [TwoOrThree::Two, TwoOrThree::Two] };
    pair::set_first(&mut written, false);
    assert!(!decide::<Written, Whole>(Assume::NOTHING).is_transmutable());
    // A reference into itself still needs its lifetime proven: see
    // tests/ui/transmute/same_type_lifetime.rs.
}
