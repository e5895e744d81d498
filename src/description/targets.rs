//! Data models: what the layout of a type depends on, target by target.
//!
//! The layout rules of the language (`repr(C)`, `repr(transparent)`,
//! `packed`, `align`, primitive and `C` enums) are the same everywhere; what
//! differs between targets is a handful of facts they start from: how wide
//! a pointer is, in which order the bytes of an integer lie, how each
//! primitive is aligned, and how small a `repr(C)` enum may be. A
//! [`DataModel`] holds those facts for one target, and the portable
//! descriptions (`portable.rs`) are computed from them by the language's
//! rules, for every target of [`Target`] at once.
//!
//! Every fact here is checked against the real compiler for each target
//! (`tests/portable_targets/`): sizes, alignments, offsets and tag bytes of a
//! corpus of types equal the compiler's.

/// The targets transmutable knows the data model of: one of each family whose
/// layouts differ, and the common 64-bit ones whose layouts do not.
///
/// ```
/// use transmutable::portable::Target;
///
/// let i686 = Target::I686.model();
/// assert_eq!(i686.pointer_width, 4);
/// assert_eq!(i686.align_of_u64, 4);
/// assert!(Target::S390x.model().big_endian);
/// assert_eq!(Target::ThumbV7em.model().c_enum_min_size, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// `x86_64-unknown-linux-gnu` (and the other x86_64 operating systems).
    X86_64,
    /// `aarch64-unknown-linux-gnu`, Apple silicon, Android.
    Aarch64,
    /// `i686-unknown-linux-gnu`: 32-bit x86, where `u64` and `f64` are
    /// aligned to 4.
    I686,
    /// `armv7-unknown-linux-gnueabihf`: 32-bit ARM with an operating system.
    Arm,
    /// `thumbv7em-none-eabihf`: 32-bit ARM without one (Cortex-M), where a
    /// `repr(C)` enum is as small as its values allow, like C's enums there.
    ThumbV7em,
    /// `s390x-unknown-linux-gnu`: 64-bit, big-endian, `u128` aligned to 8.
    S390x,
    /// `powerpc64-unknown-linux-gnu`: 64-bit, big-endian.
    Powerpc64,
    /// `wasm32-unknown-unknown`: 32-bit WebAssembly.
    Wasm32,
    /// `riscv64gc-unknown-linux-gnu`.
    Riscv64,
    /// `riscv32imac-unknown-none-elf`: 32-bit RISC-V, `u128` aligned to 8.
    Riscv32,
}

/// How many targets [`Target`] names.
pub const TARGETS: usize = 10;

impl Target {
    /// Every target, in the order of their numbers.
    pub const ALL: [Target; TARGETS] = [
        Target::X86_64,
        Target::Aarch64,
        Target::I686,
        Target::Arm,
        Target::ThumbV7em,
        Target::S390x,
        Target::Powerpc64,
        Target::Wasm32,
        Target::Riscv64,
        Target::Riscv32,
    ];

    /// The target's data model.
    pub const fn model(self) -> &'static DataModel {
        &MODELS[self as usize]
    }

    /// The target's number, `0..TARGETS`: its place in [`Target::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The target the code is being compiled for, if it is one of these.
    ///
    /// ```
    /// # #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    /// assert_eq!(transmutable::portable::Target::current(), Some(transmutable::portable::Target::X86_64));
    /// ```
    pub const fn current() -> Option<Target> {
        let guess = if cfg!(target_arch = "x86_64") {
            Target::X86_64
        } else if cfg!(target_arch = "aarch64") {
            Target::Aarch64
        } else if cfg!(target_arch = "x86") {
            Target::I686
        } else if cfg!(all(target_arch = "arm", target_os = "none")) {
            Target::ThumbV7em
        } else if cfg!(target_arch = "arm") {
            Target::Arm
        } else if cfg!(target_arch = "s390x") {
            Target::S390x
        } else if cfg!(target_arch = "powerpc64") {
            Target::Powerpc64
        } else if cfg!(target_arch = "wasm32") {
            Target::Wasm32
        } else if cfg!(target_arch = "riscv64") {
            Target::Riscv64
        } else if cfg!(target_arch = "riscv32") {
            Target::Riscv32
        } else {
            return None;
        };
        // Another target of one architecture may lay out otherwise.
        if guess.model().is_current() {
            Some(guess)
        } else {
            None
        }
    }

    /// The target's triple, as the model was checked with.
    pub const fn triple(self) -> &'static str {
        self.model().triple
    }
}

/// The facts a target's layouts are computed from.
///
/// Sizes of primitives are the same on every target, except `usize`,
/// `isize` and pointers (`pointer_width`); alignments differ. Sources: the
/// data layout string of each target in rustc (`rustc +nightly -Z
/// unstable-options --print target-spec-json --target T`), and its
/// `c-enum-min-bits`; each is checked against the compiler where its
/// standard library is installed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DataModel {
    /// The target.
    pub target: Target,
    /// The target triple the model was checked with.
    pub triple: &'static str,
    /// The size of `usize`, `isize`, a pointer, in bytes.
    pub pointer_width: usize,
    /// Whether integers are stored most significant byte first.
    pub big_endian: bool,
    /// The alignment of `u16` and `i16`.
    pub align_of_u16: usize,
    /// The alignment of `u32`, `i32`, `f32` and `char`.
    pub align_of_u32: usize,
    /// The alignment of `u64` and `i64`.
    pub align_of_u64: usize,
    /// The alignment of `f64`.
    pub align_of_f64: usize,
    /// The alignment of `u128` and `i128`.
    pub align_of_u128: usize,
    /// The smallest size of a `repr(C)` enum's tag: C's `int` (4) on most
    /// targets, 1 where C's enums are as small as their values.
    pub c_enum_min_size: usize,
    /// The size of the widest atomic integer the target has (`AtomicU64`
    /// exists only where this is 8 or more).
    pub max_atomic_width: usize,
}

impl DataModel {
    /// The alignment of the integer `width` bytes wide (1, 2, 4, 8 or 16).
    pub const fn align_of_integer(&self, width: usize) -> usize {
        match width {
            1 => 1,
            2 => self.align_of_u16,
            4 => self.align_of_u32,
            8 => self.align_of_u64,
            _ => self.align_of_u128,
        }
    }

    /// Whether the target being compiled for has the facts of this model.
    pub const fn is_current(&self) -> bool {
        self.pointer_width == core::mem::size_of::<usize>()
            && self.big_endian == cfg!(target_endian = "big")
            && self.align_of_u16 == core::mem::align_of::<u16>()
            && self.align_of_u32 == core::mem::align_of::<u32>()
            && self.align_of_u64 == core::mem::align_of::<u64>()
            && self.align_of_f64 == core::mem::align_of::<f64>()
            && self.align_of_u128 == core::mem::align_of::<u128>()
            && self.c_enum_min_size == core::mem::size_of::<CEnum>()
            && self.max_atomic_width == if cfg!(target_has_atomic = "64") { 8 } else { 4 }
    }
}

/// A `repr(C)` enum whose values fit in a byte: as small as a `repr(C)`
/// enum is on the target being compiled for.
#[repr(C)]
#[allow(dead_code)]
enum CEnum {
    Only,
}

/// The models, in the order of [`Target::ALL`].
const MODELS: [DataModel; TARGETS] = [
    model(Target::X86_64, "x86_64-unknown-linux-gnu", 8, false, [8, 8, 16], 4),
    model(Target::Aarch64, "aarch64-unknown-linux-gnu", 8, false, [8, 8, 16], 4),
    model(Target::I686, "i686-unknown-linux-gnu", 4, false, [4, 4, 16], 4),
    model(Target::Arm, "armv7-unknown-linux-gnueabihf", 4, false, [8, 8, 8], 4),
    model(Target::ThumbV7em, "thumbv7em-none-eabihf", 4, false, [8, 8, 8], 1).atomics_up_to(4),
    model(Target::S390x, "s390x-unknown-linux-gnu", 8, true, [8, 8, 8], 4),
    model(Target::Powerpc64, "powerpc64-unknown-linux-gnu", 8, true, [8, 8, 16], 4),
    model(Target::Wasm32, "wasm32-unknown-unknown", 4, false, [8, 8, 16], 4),
    model(Target::Riscv64, "riscv64gc-unknown-linux-gnu", 8, false, [8, 8, 16], 4),
    model(Target::Riscv32, "riscv32imac-unknown-none-elf", 4, false, [8, 8, 8], 4).atomics_up_to(4),
];

/// A model where `u16` and `u32` are naturally aligned (they are on every
/// target here), `u64`, `f64`, `u128` as `wide` says, with 64-bit atomics.
const fn model(
    target: Target,
    triple: &'static str,
    pointer_width: usize,
    big_endian: bool,
    wide: [usize; 3],
    c_enum_min_size: usize,
) -> DataModel {
    DataModel {
        target,
        triple,
        pointer_width,
        big_endian,
        align_of_u16: 2,
        align_of_u32: 4,
        align_of_u64: wide[0],
        align_of_f64: wide[1],
        align_of_u128: wide[2],
        c_enum_min_size,
        max_atomic_width: 8,
    }
}

impl DataModel {
    /// The same model, with atomics up to `width` bytes only.
    const fn atomics_up_to(self, width: usize) -> DataModel {
        DataModel { max_atomic_width: width, ..self }
    }
}

/// The model of target number `index`; stops compilation on a number no
/// target has.
pub(crate) const fn model_of(index: usize) -> &'static DataModel {
    assert!(index < TARGETS, "transmutable: there is no data model of this number");
    &MODELS[index]
}
