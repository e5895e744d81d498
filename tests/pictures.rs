//! Pictures of layouts, pinned: the table and the boxes of a corpus of
//! types, and the pictures of refusals, each compared with a file under
//! `tests/pictures/`. After a deliberate change, regenerate them with
//! `TRANSMUTABLE_BLESS=1 cargo test --test pictures` and read the diff.
//!
//! The SVG is parsed as XML here; `tests/pictures_browser.rs` renders it.

#[path = "pictures/corpus.rs"]
mod corpus;

use corpus::*;
use transmutable::{Assume, LayoutPicture};

/// A Bluetooth ATT opcode: a byte of a few values, with gaps.
#[derive(transmutable::Layout, Clone, Copy, Debug)]
#[repr(u8)]
pub enum AttOpcode {
    ErrorResponse = 1,
    FindInformationRequest = 6,
    ReadByGroupTypeRequest = 16,
    ReadByGroupTypeResponse = 17,
    WriteResponse = 19,
}

/// A record of four bytes that starts with an opcode.
#[derive(transmutable::Layout, Debug)]
#[repr(C)]
pub struct AttRecord {
    pub opcode: AttOpcode,
    pub error: u8,
    pub handle: u16,
}

/// The pictures of refusals: the explanation of a refused answer, with the
/// bytes of both types under it, and of validity errors of `try_`
/// functions, with the bytes read; and the explanations compile errors
/// print (`compact_`), with the compact strip where a byte is refused for
/// what it holds.
fn refusals() -> Vec<(&'static str, String)> {
    let byte_error = transmutable::try_ref_from_bytes::<Ipv4Header>(
        &[0x45, 0, 0, 20, 0, 0, 0, 0, 64, 9, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8][..],
    );
    let integer_error = transmutable::try_transmute::<u32, char>(0xD800).map(|_| ());
    let mut refusals = vec![
        ("refusal_u8_bool", format!("{:#}", transmutable::decide::<u8, bool>(Assume::NOTHING))),
        ("refusal_bytes_message", format!("{:#}", transmutable::decide::<[u8; 4], Message>(Assume::NOTHING))),
        ("refusal_padding", format!("{:#}", transmutable::decide::<Padded, [u8; 12]>(Assume::NOTHING))),
        ("refusal_too_large", format!("{:#}", transmutable::decide::<[u8; 2], UdpHeader>(Assume::NOTHING))),
        ("refusal_variant", format!("{:#}", transmutable::decide::<Message, [bool; 4]>(Assume::NOTHING))),
        ("refusal_message_bytes", format!("{:#}", transmutable::decide::<Message, [u8; 4]>(Assume::NOTHING))),
        ("refusal_image", format!("{:#}", transmutable::decide::<[u8; 4_000_008], Image>(Assume::NOTHING))),
        ("refusal_references", format!("{:#}", transmutable::decide_ref::<[u8; 2], Message>(Assume::NOTHING))),
        ("refusal_no_picture", format!("{:#}", transmutable::decide::<u8, core::convert::Infallible>(Assume::NOTHING))),
        ("try_buffer", format!("{:#}", byte_error.err().unwrap())),
        ("compact_padding", transmutable::decide::<Padded, [u8; 12]>(Assume::NOTHING).to_string()),
        ("compact_variant", transmutable::decide::<Message, [bool; 4]>(Assume::NOTHING).to_string()),
        ("compact_bytes_message", transmutable::decide::<[u8; 4], Message>(Assume::NOTHING).to_string()),
        ("compact_image", transmutable::decide::<[u8; 4_000_008], Image>(Assume::NOTHING).to_string()),
        ("compact_pointer", transmutable::decide::<&'static u8, usize>(Assume::NOTHING).to_string()),
        ("compact_referent", transmutable::decide_ref::<[u16; 2], Message>(Assume::NOTHING).to_string()),
        ("compact_too_large", transmutable::decide::<[u8; 2], UdpHeader>(Assume::NOTHING).to_string()),
        // Parts wider than the window: a slice reference, of two words.
        ("refusal_wide_pointer", format!("{:#}", transmutable::decide::<&'static [u8], [usize; 2]>(Assume::NOTHING))),
        ("compact_wide_pointer", transmutable::decide::<&'static [u8], [usize; 2]>(Assume::NOTHING).to_string()),
        // Values in the sentence's notation, on more lines where a box is
        // too narrow for them.
        ("refusal_value_list", format!("{:#}", transmutable::decide::<[u8; 4], AttRecord>(Assume::NOTHING))),
        ("compact_value_list", transmutable::decide::<[u8; 4], AttRecord>(Assume::NOTHING).to_string()),
        (
            "try_value_list",
            format!("{:#}", transmutable::try_read_from_bytes::<AttRecord>(&[7, 0, 1, 0][..]).unwrap_err()),
        ),
    ];
    // The bytes of an integer are in the target's order.
    if cfg!(target_endian = "little") {
        refusals.push(("try_value", format!("{:#}", integer_error.unwrap_err())));
        // A tag of sixteen bytes, wider than the window.
        let wide_error = transmutable::try_transmute::<u128, Extremes>(0).map(|_| ());
        refusals.push(("try_wide_tag", format!("{:#}", wide_error.unwrap_err())));
    }
    refusals
}

fn check(name: &str, actual: &str) -> Result<(), String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pictures").join(format!("{name}.txt"));
    if std::env::var_os("TRANSMUTABLE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return Ok(());
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    if expected == actual {
        Ok(())
    } else {
        Err(format!("{} differs; it is now:\n{actual}", path.display()))
    }
}

#[test]
#[cfg_attr(miri, ignore = "reads the snapshots from disk")]
fn text_diagrams_are_pinned() {
    let mut failures = Vec::new();
    for (name, picture) in corpus() {
        let text = format!("{picture}\n{picture:#}");
        if let Err(failure) = check(name, &text) {
            failures.push(failure);
        }
    }
    assert!(failures.is_empty(), "{}\n(TRANSMUTABLE_BLESS=1 regenerates them)", failures.join("\n"));
}

#[test]
#[cfg_attr(miri, ignore = "reads the snapshots from disk")]
fn refusal_pictures_are_pinned() {
    let mut failures = Vec::new();
    for (name, text) in refusals() {
        if let Err(failure) = check(name, &text) {
            failures.push(failure);
        }
    }
    assert!(failures.is_empty(), "{}\n(TRANSMUTABLE_BLESS=1 regenerates them)", failures.join("\n"));
}

/// The plain `Display` of an answer is what a compile error prints: a
/// byte refused for what it holds is drawn in a compact strip of six
/// lines (more where values take two), before the help; `{:#}` draws the wide strip instead, after it.
/// A `try_` function's error draws only in the alternate form.
#[test]
fn compile_errors_show_a_compact_strip() {
    let answer = transmutable::decide::<u8, bool>(Assume::NOTHING);
    let plain = answer.to_string();
    let lines: Vec<&str> = plain.lines().collect();
    assert_eq!(lines.len(), 8, "{plain}");
    assert!(lines[0].ends_with("but `bool` accepts only 0..=1 there."), "{plain}");
    assert_eq!(lines[1].trim(), "0");
    assert_eq!(lines[2], "`u8`   |  u8   |");
    assert_eq!(lines[3], "       |  any  |");
    assert_eq!(lines[4], "`bool` | bool  |");
    assert_eq!(lines[5], "       | 0..=1 |");
    assert_eq!(lines[6], "        ^^^^^^^ byte 0");
    assert!(lines[7].starts_with("help: "));

    let wide = format!("{answer:#}");
    assert!(wide.contains("+---------+") && wide.contains("^^^^^^^^^ byte 0"), "{wide}");
    assert!(!wide.contains(lines[2]), "the compact strip is not drawn twice:\n{wide}");

    let error = transmutable::try_transmute::<u8, bool>(7).unwrap_err();
    assert!(!error.to_string().contains('\n'));
    assert!(format!("{error:#}").contains("0x07"));
}

/// A compile error's strip gives its boxes the room their labels need
/// before it cuts a name: where eight bytes of a partition record leave
/// `boot_indicator` 7 characters, it shows the four bytes around the marked
/// one, or two, each wider.
#[test]
fn compact_strips_narrow_before_cutting_a_name() {
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct MbrPartitionRecord {
        pub boot_indicator: u8,
        pub start_chs: [u8; 3],
        pub os_indicator: u8,
        pub end_chs: [u8; 3],
        pub starting_lba: u32,
        pub size_in_lba: u32,
    }
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Bootable {
        pub bootable: bool,
        pub rest: [u8; 15],
    }
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Checked {
        pub rest: [u8; 4],
        pub os_indicator_is_valid: bool,
        pub more: [u8; 11],
    }

    let first = transmutable::decide::<MbrPartitionRecord, Bootable>(Assume::NOTHING).to_string();
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines[1].split_whitespace().collect::<Vec<_>>(), ["0", "1", "2", "3"], "{first}");
    assert!(lines[2].contains("|boot_indicator |") && lines[4].contains("|   bootable    |"), "{first}");
    let second = transmutable::decide::<MbrPartitionRecord, Checked>(Assume::NOTHING).to_string();
    let lines: Vec<&str> = second.lines().collect();
    assert_eq!(lines[1].split_whitespace().collect::<Vec<_>>(), ["4", "5"], "{second}");
    assert!(lines[4].contains("|os_indicator_is_valid |"), "{second}");
    for picture in [&first, &second] {
        let strip: Vec<&str> = picture.lines().skip(1).take(6).collect();
        assert!(strip.iter().all(|line| !line.contains('~') && line.chars().count() <= 86), "{picture}");
    }
}

/// Refusals that no byte's values explain print no picture: sizes,
/// alignments, invariants, cells, a destination without values.
#[test]
fn no_compact_strip_where_it_does_not_help() {
    use core::cell::Cell;

    /// A private field: its invariants are the type's own.
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Sealed {
        value: u32,
    }

    let answers = [
        transmutable::decide::<u8, u16>(Assume::NOTHING),
        transmutable::decide_ref::<[u8; 2], u16>(Assume::NOTHING),
        transmutable::decide_ref::<u8, Cell<u8>>(Assume::NOTHING),
        transmutable::decide::<u8, core::convert::Infallible>(Assume::NOTHING),
        transmutable::decide::<[u8; 4], Sealed>(Assume::NOTHING),
    ];
    for answer in answers {
        assert!(!answer.is_transmutable());
        let text = answer.to_string();
        assert!(!text.contains('^') && !text.contains(" |"), "{text}");
    }
}

/// The SVG of every picture of the corpus is well-formed XML, with a box
/// (`<g class="box">`) per part, each a rectangle and its text.
#[test]
fn svg_is_well_formed() {
    for (name, picture) in corpus() {
        let svg = picture.to_svg();
        let document = roxmltree::Document::parse(&svg).unwrap_or_else(|error| panic!("{name}: {error}\n{svg}"));
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg", "{name}");
        assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"), "{name}");
        for node in root.descendants().filter(|node| node.attribute("class") == Some("box")) {
            assert!(
                node.children().any(|child| child.tag_name().name() == "rect"),
                "{name}: a box without a rectangle"
            );
        }
        // Nothing outside the document: no links, no images, no scripts.
        assert!(!svg.contains("href") && !svg.contains("<image") && !svg.contains("<script"), "{name}");
        if picture.description().size() > 0 {
            assert!(root.descendants().any(|node| node.attribute("class") == Some("box")), "{name} has no box");
        }
    }
}

/// A large array is a few rows, in every form.
#[test]
fn repetition_stays_small() {
    let picture = transmutable::layout::<Image>();
    assert!(picture.to_string().lines().count() < 12);
    assert!(format!("{picture:#}").lines().count() < 20);
    assert!(picture.to_svg().len() < 20_000);
    let megabyte = transmutable::layout::<[u8; 1 << 20]>();
    assert_eq!(megabyte.to_string().lines().count(), 3);
}

/// `layout` is a `const fn`, and its value is `Copy`.
#[test]
fn layout_is_const() {
    const PICTURE: LayoutPicture = transmutable::layout::<UdpHeader>().boxes();
    let copy = PICTURE;
    assert_eq!(PICTURE.to_string(), copy.to_string());
    assert!(PICTURE.to_string().contains("source_port"));
}
