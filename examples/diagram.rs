//! The picture in the README: the IPv4 header of RFC 791 (without
//! options), described by `#[derive(goggles::Layout)]` and drawn by
//! goggles, as text and as SVG.
//!
//! Run with `cargo run --example diagram` (or `scripts/pictures.sh`): it
//! prints the table and the boxes, and writes `docs/pictures/ipv4-header.svg`.
//! `tests/pictures_readme.rs` fails when the checked-in picture, or the
//! boxes in the README, differ from what this draws.

use goggles::byteorder::big_endian::U16;
use goggles::Layout;

/// The IPv4 header, fields in network byte order.
#[derive(Layout)]
#[repr(C)]
pub struct Ipv4Header {
    pub version_ihl: u8,
    pub dscp_ecn: u8,
    pub total_length: U16,
    pub identification: U16,
    pub flags_fragment: U16,
    pub ttl: u8,
    pub protocol: u8,
    pub checksum: U16,
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

/// Where the SVG picture is checked in, from the repository's root.
pub const SVG_PATH: &str = "docs/pictures/ipv4-header.svg";

/// The SVG picture of the header.
pub fn svg() -> String {
    goggles::layout::<Ipv4Header>().to_svg()
}

/// The box diagram of the header, as the README shows it.
pub fn boxes() -> String {
    format!("{:#}", goggles::layout::<Ipv4Header>())
}

#[allow(dead_code)] // The test includes this file for `svg` and `boxes` alone.
fn main() -> std::io::Result<()> {
    let picture = goggles::layout::<Ipv4Header>();
    println!("{picture}\n{picture:#}");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join(SVG_PATH);
    std::fs::create_dir_all(path.parent().expect("the path has a folder"))?;
    std::fs::write(&path, svg())?;
    println!("wrote {}", path.display());
    Ok(())
}
