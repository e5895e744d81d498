// The corpus: type pairs with the verdict the contract (`../shared/BRIEF.md`)
// gives them, one per line:
//
//     Src => Dst, ASSUMPTION, verdict;
//
// where the verdict is `yes`, or `no(Reason)` with the `transmutable::Reason`
// variant. Every test that includes this file runs every line.
corpus! {
    // Size: a smaller destination is a prefix; a larger one must be padding.
    u32 => u8, NOTHING, yes;
    [u32; 2] => [u32; 1], NOTHING, yes;
    u8 => u16, NOTHING, no(TooLarge);
    u8 => u16, VALIDITY, no(TooLarge);
    u8 => u16, SAFETY, no(TooLarge);
    u8 => Aligned2, NOTHING, yes;
    Aligned2 => u8, NOTHING, yes;
    u8 => [u8; 0], NOTHING, yes;
    () => u8, NOTHING, no(TooLarge);

    // Padding is uninitialized.
    Padded => [u8; 4], NOTHING, no(NotValid);
    Padded => [u8; 4], VALIDITY, no(NoCommonValue);
    [u8; 4] => (u8, u16), NOTHING, yes;
    [u8; 4] => Padded, NOTHING, yes;
    (u8, u16) => [u8; 4], NOTHING, no(NotValid);
    Reordered => [u8; 8], NOTHING, no(NotValid);
    [u8; 8] => Reordered, NOTHING, yes;
    [u8; 5] => Packed, NOTHING, yes;
    Packed => [u8; 5], NOTHING, yes;

    // Bit validity of primitives.
    u8 => bool, NOTHING, no(NotValid);
    u8 => bool, VALIDITY, yes;
    bool => u8, NOTHING, yes;
    u32 => char, NOTHING, no(NotValid);
    u32 => char, VALIDITY, yes;
    char => u32, NOTHING, yes;
    char => NonZeroU32, NOTHING, no(NotValid);
    NonZeroU32 => char, NOTHING, no(NotValid);
    f32 => u32, NOTHING, yes;
    u64 => f64, NOTHING, yes;

    // NonZero and its Option.
    NonZeroU32 => u32, NOTHING, yes;
    Option<NonZeroU32> => u32, NOTHING, yes;
    u32 => Option<NonZeroU32>, NOTHING, yes;
    u32 => NonZeroU32, NOTHING, no(NotValid);
    u32 => NonZeroU32, VALIDITY, yes;
    NonZeroU8 => Option<NonZeroU8>, NOTHING, yes;
    Option<NonZeroU8> => NonZeroU8, NOTHING, no(NotValid);

    // Enums: tags only.
    AB => u8, NOTHING, yes;
    bool => AB, NOTHING, yes;
    u8 => AB, NOTHING, no(NotValid);
    u8 => AB, VALIDITY, yes;
    AB => bool, NOTHING, yes;
    WithFields => [u8; 4], NOTHING, no(NotValid);
    [u8; 4] => WithFields, NOTHING, no(NotValid);
    [AB; 4] => WithFields, NOTHING, yes;
    CEnum => [u8; 8], NOTHING, no(NotValid);
    Wide => u16, NOTHING, yes;
    u16 => Wide, NOTHING, no(NotValid);
    u16 => Wide, VALIDITY, yes;
    Wide => i16, NOTHING, yes;

    // Unions: as a source, each byte what some field may hold there (safe
    // code writes fields piece by piece over each other); as a destination,
    // one field's values.
    ByteOrBool => bool, NOTHING, no(NotValid);
    ByteOrBool => u8, NOTHING, yes;
    bool => ByteOrBool, NOTHING, yes;
    u8 => ByteOrBool, NOTHING, yes;
    ByteOrShort => u16, NOTHING, no(NotValid);
    ByteOrShort => u8, NOTHING, yes;
    u16 => ByteOrShort, NOTHING, yes;
    Halves => FlagOrByte, NOTHING, no(NotValid);
    FlagOrPartial => bool, NOTHING, no(NotValid);
    ByteOrNever => u8, NOTHING, yes;
    Halves => [u8; 2], NOTHING, yes;
    FlagHalf => FlagOrByte, NOTHING, yes;
    ByteHalf => FlagOrByte, NOTHING, yes;
    // Where a union meets itself, at one place, it holds there whatever it
    // held: whole fields, and parts of fields written over them (`u.b.byte =
    // 2` over `Crossed { a: ByteThenFlag { byte: 2, flag: false } }` leaves
    // `[2, 2]`, neither field).
    Crossed => Crossed, NOTHING, yes;
    Crossed => Crossed, VALIDITY, yes;
    CharOrChar => CharOrChar, NOTHING, yes;
    Halves => Halves, NOTHING, yes;
    AfterByte => AfterByte, NOTHING, yes;
    CrossedOrWord => CrossedOrWord, NOTHING, yes;
    [Crossed; 3] => [Crossed; 3], NOTHING, yes;
    [Crossed; 3] => [Crossed; 2], NOTHING, yes;
    [Crossed; 1048576] => [Crossed; 1048576], NOTHING, yes;
    // A union whose fields are runs only holds, as a destination, the mix of
    // its fields byte by byte, wherever the parts of each field that safe
    // code writes alone are one byte long or take any initialized bytes
    // (KNOWN_DIFFERENCES.md, "Unions into unions"): `[2, 2]` is in
    // `CrossedTwin` as it is in `Crossed`.
    Crossed => CrossedTwin, NOTHING, yes;
    [u8; 2] => Crossed, NOTHING, yes;
    Crossed => [u8; 2], NOTHING, yes;
    Either<ByteThenFlag, FlagThenByte> => Either<ByteThenFlag, FlagThenByte>, NOTHING, yes;
    CrossedThenFlag => CrossedThenTag, NOTHING, yes;
    Crossed => Either<ByteThenFlag, FlagThenByte>, NOTHING, yes;
    SealedCrossed => Crossed, NOTHING, yes;
    ByteThenFlag => FlagsOrByteThenFlag, NOTHING, yes;
    [bool; 2] => FlagsOrByteThenFlag, NOTHING, yes;
    // Parts written only with their whole (an array's elements, the value
    // of a `ManuallyDrop`) take part in the mix only when they take any
    // initialized bytes, or are one byte long.
    [u8; 2] => SealedCrossed, NOTHING, no(NotValid);
    // A variant's field is written only with the variant.
    [u8; 2] => VariantCrossed, NOTHING, no(NotValid);
    // A generic union that does not mix has no identity to meet itself by.
    Either<char, char> => Either<char, char>, NOTHING, no(NotValid);
    WrapsEither => OtherWrapsEither, NOTHING, no(NotValid);
    VariantCrossed => VariantCrossed, NOTHING, yes;
    [u8; 2] => ArrayCrossed, NOTHING, no(NotValid);
    Crossed => SealedCrossed, NOTHING, no(NotValid);
    Crossed => ArrayCrossed, NOTHING, no(NotValid);
    [u8; 2] => FlagsOrByteThenFlag, NOTHING, no(NotValid);
    SealedCrossed => SealedCrossed, NOTHING, yes;
    ArrayCrossed => ArrayCrossed, NOTHING, yes;
    // Unions with other pieces than runs (a `char`, a `NonZero`, an enum
    // with fields, a pointer) still take one field whole as destinations:
    // sound, but short of what they may hold.
    CharOrChar => char, NOTHING, no(NotValid);
    [u8; 4] => CharOrChar, NOTHING, no(NotValid);

    // Uninhabited types.
    Never => u8, NOTHING, yes;
    Never => Never, NOTHING, yes;
    u8 => Never, NOTHING, no(DestinationUninhabited);
    u8 => Never, SAFETY, no(DestinationUninhabited);
    u8 => Never, VALIDITY, no(DestinationUninhabited);
    Infallible => u64, NOTHING, yes;

    // MaybeUninit: may be uninitialized.
    MaybeUninit<u8> => u8, NOTHING, no(NotValid);
    MaybeUninit<u8> => u8, VALIDITY, yes;
    u8 => MaybeUninit<u8>, NOTHING, yes;
    Padded => MaybeUninit<[u8; 4]>, NOTHING, yes;

    // Safety invariants: private fields, #[non_exhaustive], opt-in.
    u8 => Even, NOTHING, no(Invariants);
    u8 => Even, SAFETY, yes;
    Even => u8, NOTHING, yes;
    u8 => Declared, NOTHING, yes;
    [u8; 2] => HoldsEven, NOTHING, no(Invariants);
    [u8; 2] => HoldsEven, SAFETY, yes;
    u8 => Open, NOTHING, no(Invariants);
    u8 => Open, SAFETY, yes;
    u8 => Pair<u8, ()>, NOTHING, yes;

    // Nested fields, for explanations.
    [u8; 4] => Header, NOTHING, no(NotValid);
    [u8; 4] => Header, VALIDITY, yes;
    Header => [u8; 4], NOTHING, yes;
    Pair<u16, AB> => [u8; 3], NOTHING, yes;
    [u8; 4] => Pair<u16, AB>, NOTHING, no(NotValid);

    // Std wrappers.
    Cell<u8> => u8, NOTHING, yes;
    u8 => Cell<u8>, NOTHING, yes;
    ManuallyDrop<bool> => u8, NOTHING, yes;
    u8 => Wrapping<u8>, NOTHING, yes;
    u8 => ManuallyDrop<bool>, NOTHING, no(NotValid);
    PhantomData<String> => (), NOTHING, yes;
    AtomicU32 => u32, NOTHING, yes;
    u8 => AtomicBool, NOTHING, no(NotValid);

    // Large and repeated types: checked symbolically.
    [u8; 1 << 20] => [u8; 1 << 20], NOTHING, yes;
    [u16; 1 << 19] => [u8; 1 << 20], NOTHING, yes;
    [u8; 1 << 20] => [bool; 1 << 20], NOTHING, no(NotValid);
    [(u8, bool); 4096] => [(u8, u8); 4096], NOTHING, yes;
    [(u8, u8); 4096] => [(u8, bool); 4096], NOTHING, no(NotValid);
    [char; 4096] => [u32; 4096], NOTHING, yes;
    [u32; 4096] => [char; 4096], NOTHING, no(NotValid);
    [u32; 4096] => [char; 4096], VALIDITY, yes;
    [AB; 4096] => [bool; 4096], NOTHING, yes;

    // Pointers inside values: pointer bytes are addresses, not integers, and
    // a reference keeps its promises. A destination holding references needs
    // `LIFETIMES`: transmutable cannot see whether a lifetime grows.
    &'static u8 => usize, NOTHING, no(Pointer);
    usize => &'static u8, NOTHING, no(Pointer);
    usize => &'static u8, VALIDITY, no(Pointer);
    *const u8 => usize, NOTHING, no(Pointer);
    *const u8 => usize, VALIDITY, yes;
    usize => *const u8, VALIDITY, yes;
    &'static u8 => *const u8, NOTHING, yes;
    &'static u8 => NonNull<u8>, NOTHING, yes;
    // Lifetimes: `transmute` and its relatives bound both types by
    // `Lifetime<'l>`, so every reference keeps its lifetime; the
    // `_assuming` forms have no bound, and need `Assume::LIFETIMES`.
    &'static u8 => &'static u8, NOTHING, yes;
    &'static u8 => &'static u8, LIFETIMES, yes;
    Holder<'static> => Holder<'static>, NOTHING, yes;
    &'static mut u8 => &'static u8, NOTHING, yes;
    &'static u8 => Option<&'static u8>, NOTHING, yes;
    &'static u16 => &'static [u8; 2], NOTHING, yes;
    &'static [u8; 2] => &'static u16, NOTHING, no(Pointer);
    &'static Cell<u8> => &'static u8, NOTHING, no(Pointer);
    NonNull<u8> => &'static u8, VALIDITY, no(Lifetimes);
    // A `Box` given up by value may be lent for any lifetime (it is leaked);
    // one that is borrowed, for as long as the borrow.
    Box<u8> => &'static u8, NOTHING, yes;
    &'static Box<u8> => &'static &'static u8, NOTHING, yes;
    &'static u8 => &'static mut u8, LIFETIMES, no(Pointer);
    &'static mut u8 => &'static u8, LIFETIMES, yes;
    Option<&'static u8> => &'static u8, LIFETIMES, no(Pointer);
    &'static u8 => Option<&'static u8>, LIFETIMES, yes;
    NonNull<u8> => &'static u8, LIFETIMES, no(Pointer);
    &'static [u8; 2] => &'static u16, LIFETIMES, no(Pointer);
    &'static u16 => &'static [u8; 2], LIFETIMES, yes;
    &'static Cell<u8> => &'static u8, LIFETIMES, no(Pointer);
    Box<u32> => Box<[u8; 4]>, NOTHING, no(Pointer);
    Box<[u16; 2]> => Box<[u8; 4]>, NOTHING, no(Pointer);
    Box<u32> => Box<Wrapping<u32>>, NOTHING, yes;
    Box<u32> => *mut u32, NOTHING, yes;
    (fn(u8)) => (fn(u8)), NOTHING, no(Pointer);
    (fn(u8)) => (fn(u8)), SAFETY, yes;
    (fn(u8)) => *const (), NOTHING, yes;
    Pair<&'static u8, u8> => Pair<*const u8, u8>, NOTHING, yes;
    Recursive => Recursive, LIFETIMES, yes;
    PingPong => PongPing, LIFETIMES, yes;
    Recursive => Recursive, NOTHING, yes;
    PingPong => PongPing, NOTHING, yes;
    &'static str => &'static [u8], NOTHING, yes;
    &'static [u8] => &'static [i8], NOTHING, yes;
    &'static [u8] => &'static str, NOTHING, no(Pointer);
    &'static [u8] => &'static [i8], LIFETIMES, yes;
    &'static [u8] => &'static [u16], LIFETIMES, no(Pointer);
    &'static [u16] => &'static [u8], LIFETIMES, no(Pointer);
    &'static str => &'static [u8], LIFETIMES, yes;
    &'static [u8] => &'static str, LIFETIMES, no(Pointer);

    // `None` of an `Option` around a wide pointer is a null address beside
    // an element count that was never written: never a raw pointer, whose
    // count is read.
    Option<&'static [u8]> => *const [u8], NOTHING, no(Pointer);
    Option<&'static mut [u8]> => *mut [u8], NOTHING, no(Pointer);
    Option<NonNull<[u8]>> => *const [u8], NOTHING, no(Pointer);
    Option<Box<[u8]>> => *mut [u8], NOTHING, no(Pointer);
    Option<&'static str> => *const str, NOTHING, no(Pointer);
    Option<&'static Tailed> => *const Tailed, NOTHING, no(Pointer);
    Option<&'static [u32]> => *const [u32], NOTHING, no(Pointer);
    Option<NonNull<str>> => *mut str, NOTHING, no(Pointer);
    Option<Box<Tailed>> => *const Tailed, NOTHING, no(Pointer);
    Option<&'static mut str> => (*const u8, usize), NOTHING, no(Pointer);
    Option<&'static mut Tailed> => *mut Tailed, NOTHING, no(Pointer);
    Option<NonNull<Tailed>> => *const Tailed, NOTHING, no(Pointer);
    Option<&'static mut [u32]> => *mut [u32], NOTHING, no(Pointer);
    Option<&'static [u8]> => Option<&'static [u8]>, LIFETIMES, yes;
    &'static [u8] => Option<&'static [u8]>, LIFETIMES, yes;
    Option<&'static [u8]> => &'static [u8], LIFETIMES, no(Pointer);
    Option<&'static [u8]> => Option<NonNull<[u8]>>, NOTHING, yes;
    Option<Box<[u8]>> => Option<NonNull<[u8]>>, NOTHING, yes;
    Option<Box<str>> => Option<Box<[u8]>>, NOTHING, yes;
    Option<NonNull<[u8]>> => Option<Box<[u8]>>, NOTHING, no(Pointer);
    *const [u8] => Option<NonNull<[u8]>>, VALIDITY, yes;
    &'static [u8] => *const [u8], NOTHING, yes;
    Option<&'static u8> => *const u8, NOTHING, yes;
    // Zeros are the null pointer, which needs no provenance.
    [ZeroTag; 8] => *const u8, NOTHING, yes;
    [ZeroTag; 8] => Option<&'static u8>, LIFETIMES, yes;
    [ZeroTag; 8] => &'static u8, LIFETIMES, no(Pointer);
    [OneTag; 8] => *const u8, NOTHING, no(Pointer);
    [ZeroTag; 16] => *const [u8], NOTHING, yes;
    Option<Box<u8>> => *mut u8, NOTHING, yes;

    // An enum's `align` adds padding after its tag: the tag keeps its width.
    AlignedTag => u32, NOTHING, no(NotValid);
    AlignedTag => u8, NOTHING, yes;
    u32 => AlignedTag, VALIDITY, yes;
    [u8; 4] => AlignedTag, NOTHING, no(NotValid);
    AlignedCTag => u64, NOTHING, no(NotValid);
    AlignedCTag => CTagBytes, NOTHING, yes;
    AlignedWideTag => u32, NOTHING, no(NotValid);
    AlignedWideTag => u16, NOTHING, yes;
    AlignedWithFields => [u8; 8], NOTHING, no(NotValid);
    AlignedWithFields => u8, NOTHING, yes;
    AlignedCWithFields => [u8; 5], NOTHING, no(NotValid);
    AlignedCWithFields => core::ffi::c_int, NOTHING, yes;
    AlignedCU8WithFields => [u8; 3], NOTHING, no(NotValid);
    AlignedCU8WithFields => [u8; 1], NOTHING, yes;
    AlignedCWithFields => AlignedCWithFields, NOTHING, yes;
    AlignedTag => AlignedTag, NOTHING, yes;
    AlignedWithFields => AlignedWithFields, NOTHING, yes;

    // What a `Cell` writes, the source reads back, through `&mut` as
    // through `&`.
    &'static mut bool => &'static Cell<u8>, LIFETIMES, no(Pointer);
    &'static mut bool => &'static Cell<bool>, LIFETIMES, yes;
    &'static mut Cell<bool> => &'static Cell<u8>, LIFETIMES, no(Pointer);
    &'static mut NonZeroU32 => &'static [Cell<u8>; 4], LIFETIMES, no(Pointer);
    &'static mut bool => &'static AtomicU8, LIFETIMES, no(Pointer);
    &'static mut bool => &'static MaybeUninit<Cell<u8>>, LIFETIMES, no(Pointer);
    &'static mut (u8, bool) => &'static MaybeUninit<(Cell<u8>, bool)>, LIFETIMES, no(Pointer);
    // An owned source is gone: nothing reads back what its cells write.
    Box<bool> => &'static Cell<u8>, LIFETIMES, yes;
    &'static mut (u8, bool) => &'static (Cell<u8>, bool), LIFETIMES, yes;
    // ... and through every pointer inside what a `&mut` lends as a `&`.
    &'static mut Box<bool> => &'static Box<Cell<u8>>, LIFETIMES, no(Pointer);
    &'static mut Box<u8> => &'static Box<Cell<u8>>, LIFETIMES, yes;
    Box<Box<bool>> => &'static Box<Cell<u8>>, LIFETIMES, yes;
    // A recursive pair is trusted only under the rules it was checked by:
    // the inner `&ByteNode -> &CellNode` is shared, the outer is not.
    &'static mut ByteNode => &'static CellNode, LIFETIMES, no(Pointer);
    Box<ByteNode> => &'static CellNode, LIFETIMES, no(Pointer);
    &'static ByteNode => &'static ByteNode, LIFETIMES, yes;

    // A source may hold pointers under invariants of its own (a private
    // `Box` freed early): they become usable elsewhere only by assumption.
    Slot => (ManuallyDrop<Box<u8>>, bool), NOTHING, no(SourceInvariants);
    Slot => (ManuallyDrop<Box<u8>>, bool), SAFETY, yes;
    Slot => (usize, bool), VALIDITY, yes;
    &'static Slot => &'static ManuallyDrop<Box<u8>>, LIFETIMES, no(Pointer);

    // A `&mut` inside a borrow lends a `&` for that borrow only: as a `&`
    // of its own lifetime, a copy could outlive the borrow.
    &'static &'static mut u8 => &'static &'static u8, LIFETIMES, no(Pointer);
    &'static mut &'static mut u8 => &'static &'static u8, LIFETIMES, no(Pointer);
    &'static (u8, &'static mut u8) => &'static (u8, &'static u8), LIFETIMES, no(Pointer);
    &'static mut u8 => &'static u8, LIFETIMES, yes;
    // Unless the bounds alone prove the lifetimes: the borrow is `'l`, the
    // `&mut` is `'l`, and so is every copy of the `&` it lends.
    &'static &'static mut u8 => &'static &'static u8, NOTHING, yes;
    &'static mut &'static mut u8 => &'static &'static u8, NOTHING, yes;
    &'static (u8, &'static mut u8) => &'static (u8, &'static u8), NOTHING, yes;
    Box<&'static mut u8> => &'static &'static u8, LIFETIMES, yes;
    &'static &'static mut u8 => &'static &'static mut u8, LIFETIMES, yes;
    &'static &'static mut u8 => &'static NonNull<u8>, LIFETIMES, yes;

    // Text written back through a `&mut` must stay text.
    &'static mut str => &'static mut [u8], LIFETIMES, no(Pointer);
    &'static mut str => &'static [Cell<u8>], LIFETIMES, no(Pointer);
    &'static mut str => &'static [u8], LIFETIMES, yes;
    &'static mut str => &'static mut str, LIFETIMES, yes;

    // A union field without values still has bytes safe code can write.
    TaggedUnion => TwoBytes, NOTHING, no(NotValid);
    // A pointer's bytes are never an integer's, however the walk gets there.
    TaggedPointer => TaggedAddress, NOTHING, no(Pointer);
    // A more aligned unsized referent rounds up to more bytes: alignment
    // assumed or not, it may be longer than the source.
    &'static LooseTail => &'static TightTail, LIFETIMES, no(Pointer);
    &'static TightTail => &'static LooseTail, LIFETIMES, yes;
}

// References themselves: `&Src -> &Dst` (`shared`) and `&mut Src -> &mut Dst`
// (`unique`). The referent may shrink, never grow; alignment may not grow;
// through `&mut` the destination must also become the source again; behind
// shared references `UnsafeCell`s may be neither gained nor lost (padding
// included), what is written through them must become the source again, an
// atomic stays the same atomic, and every pointer inside the referent is
// shared too.
references! {
    [u8; 2] => u8, shared, NOTHING, yes;
    u8 => u16, shared, NOTHING, no(Reference);
    u8 => u16, shared, ALIGNMENT, no(Reference);
    [u8; 2] => u16, shared, NOTHING, no(Reference);
    [u8; 2] => u16, shared, ALIGNMENT, yes;
    u16 => [u8; 2], shared, NOTHING, yes;
    bool => u8, unique, NOTHING, no(Reference);
    u8 => bool, unique, NOTHING, no(Reference);
    u32 => [u8; 4], unique, NOTHING, yes;
    [u8; 4] => u32, unique, ALIGNMENT, yes;
    [u8; 4] => [u8; 2], unique, NOTHING, yes;
    NonZeroU32 => u8, unique, NOTHING, no(Reference);
    Cell<u8> => u8, shared, NOTHING, no(Reference);
    u8 => Cell<u8>, shared, NOTHING, no(Reference);
    Cell<u8> => Cell<u8>, shared, NOTHING, yes;
    Cell<u8> => u8, unique, NOTHING, yes;
    (Cell<u8>, u8) => (Cell<u8>, u8), shared, NOTHING, yes;
    Cell<bool> => Cell<u8>, shared, NOTHING, no(Reference);
    Cell<u8> => Cell<bool>, shared, NOTHING, no(Reference);
    Cell<bool> => Cell<u8>, unique, NOTHING, no(Reference);
    Padded => CellOverPadding, shared, NOTHING, no(Reference);
    CellOverPadding => Padded, shared, NOTHING, no(Reference);
    AtomicU8 => Cell<u8>, shared, NOTHING, no(Reference);
    Cell<u8> => AtomicU8, shared, NOTHING, no(Reference);
    AtomicU8 => AtomicU8, shared, NOTHING, yes;
    AtomicU32 => [AtomicU8; 4], shared, NOTHING, no(Reference);
    [AtomicU8; 4] => [AtomicU8; 2], shared, NOTHING, yes;
    AtomicU32 => [AtomicU8; 4], unique, NOTHING, yes;
    Cell<AtomicU32> => AtomicU32, shared, NOTHING, no(Reference);
    Cell<NonZeroU32> => Cell<u8>, shared, NOTHING, no(Reference);
    Cell<[u8; 4]> => Cell<[u8; 4]>, shared, NOTHING, yes;
    Box<u8> => Box<Cell<u8>>, shared, NOTHING, no(Reference);
    Box<Cell<u8>> => Box<u8>, shared, NOTHING, no(Reference);
    Box<u8> => Box<Cell<u8>>, unique, NOTHING, yes;
    u8 => Even, shared, NOTHING, no(Reference);
    u8 => Even, shared, SAFETY, yes;
    Even => u8, unique, NOTHING, no(Reference);
    Holder<'static> => Holder<'static>, shared, NOTHING, yes;
    Holder<'static> => Holder<'static>, shared, LIFETIMES, yes;
    Recursive => Recursive, shared, LIFETIMES, yes;
    Recursive => Recursive, shared, NOTHING, yes;
    PingPong => PongPing, shared, NOTHING, yes;
    // The reference's own borrow is not the bound's lifetime: a `Box`
    // inside it is never lent out (`&Box<u8> -> &&'static u8` would outlive
    // the box), under any assumption.
    Box<u8> => &'static u8, shared, NOTHING, no(Pointer);
    Box<u8> => &'static u8, shared, LIFETIMES, no(Pointer);
    &'static Box<u8> => &'static &'static u8, shared, NOTHING, yes;
    Option<Box<u8>> => Option<&'static u8>, unique, NOTHING, no(Pointer);
    PingPong => PongPing, shared, LIFETIMES, yes;
    Padded => [u8; 4], shared, NOTHING, no(Reference);
    [u8; 4] => Padded, unique, NOTHING, no(Reference);
    // A `MaybeUninit` of a type with cells: its cells may be anywhere, and
    // atomics shared between threads among them.
    MaybeUninit<AtomicU8> => Cell<MaybeUninit<u8>>, shared, NOTHING, no(Reference);
    Cell<MaybeUninit<u8>> => MaybeUninit<AtomicU8>, shared, NOTHING, no(Reference);
    MaybeUninit<AtomicU16> => [MaybeUninit<AtomicU8>; 2], shared, NOTHING, no(Reference);
    MaybeUninit<FlagAndCounter> => Cell<[MaybeUninit<u8>; 2]>, shared, NOTHING, no(Reference);
    MaybeUninit<u8> => MaybeUninit<u8>, shared, NOTHING, yes;
    // Cells reached through a source with private fields write back into it.
    GuardedIndex => OpenIndex, shared, NOTHING, no(Reference);
    GuardedIndex => OpenIndex, shared, SAFETY, yes;
    OpenIndex => OpenIndex, shared, NOTHING, yes;
    Slot => ManuallyDrop<Box<u8>>, shared, NOTHING, no(Reference);
    // Through a `&`, only the bytes inside cells can be written; the others
    // keep the valid values they were lent with. Through a `&mut`, any.
    CellAndFlag => CellAndByte, shared, NOTHING, yes;
    CellAndFlag => CellAndByte, unique, NOTHING, no(Reference);
    CellAndByte => CellAndFlag, shared, NOTHING, no(Reference);
    [CellAndFlag; 3] => [CellAndByte; 3], shared, NOTHING, yes;
    &'static mut CellAndFlag => &'static mut CellAndByte, shared, LIFETIMES, yes;
    &'static mut CellAndFlag => &'static mut CellAndByte, unique, LIFETIMES, no(Reference);
    // A frozen tag: every variant the value may be must accept what the
    // cell writes.
    CellFlags => TagAndFlagCell, shared, NOTHING, yes;
    CellFlags => TagAndCell, shared, NOTHING, no(Reference);
    CellFlags => TagAndFlagCell, unique, NOTHING, no(Reference);
    FrozenAroundCell => TagCellByte, shared, NOTHING, yes;
    FrozenAroundCell => TagCellByte, unique, NOTHING, no(Reference);
    FrozenAroundCell => FrozenAroundCell, shared, NOTHING, yes;
    // A choice wholly inside a cell is written whole.
    Cell<WithFields> => Cell<WithFields>, shared, NOTHING, yes;
    Cell<Option<NonZeroU8>> => Cell<u8>, shared, NOTHING, yes;
    Cell<u8> => Cell<Option<NonZeroU8>>, shared, NOTHING, yes;
    // A union writes through each of its fields' cells.
    Cell<bool> => FlagOrByteCell, shared, NOTHING, no(Reference);
    (u8, Cell<bool>) => (u8, FlagOrByteCell), shared, NOTHING, no(Reference);
    [Cell<bool>; 2] => [FlagOrByteCell; 2], shared, NOTHING, no(Reference);
    Cell<u8> => FlagOrByteCell, shared, NOTHING, yes;
    FlagOrByteCell => Cell<u8>, shared, NOTHING, yes;
    // A union inside a cell is written whole, with any value safe code can
    // leave in it: `u.b.y = 0` over `U { a: (0, 5) }` is `[0, 0]`, which no
    // `NonZeroU16` is, though each field alone never writes it.
    Cell<NonZeroU16> => Cell<NonZeroHalves>, shared, NOTHING, no(Reference);
    Cell<u16> => Cell<NonZeroHalves>, shared, NOTHING, yes;
    // Only the union in the cell is read as its mix: the union after it
    // still writes a `Cell<u8>` over the `Cell<bool>`.
    CellByteThenCellFlag => CellUnionThenUnionOfCells, shared, NOTHING, no(Reference);
    // A union behind a reference to itself: what one writes, the other holds.
    FlagOrByteCell => FlagOrByteCell, shared, NOTHING, yes;
    FlagOrByteCell => FlagOrByteCell, unique, NOTHING, yes;
    Crossed => Crossed, shared, NOTHING, yes;
    Crossed => Crossed, unique, NOTHING, yes;
    [Crossed; 2] => Crossed, shared, NOTHING, yes;
    [Crossed; 2] => Crossed, unique, NOTHING, yes;
    Cell<Crossed> => Cell<Crossed>, shared, NOTHING, yes;
    AfterByte => AfterByte, unique, NOTHING, yes;
    Cell<Crossed> => Crossed, shared, NOTHING, no(Reference);
    Crossed => CrossedTwin, unique, NOTHING, yes;
    CrossedTwin => Crossed, unique, NOTHING, yes;
    Crossed => CrossedTwin, shared, NOTHING, yes;
}
