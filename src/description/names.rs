//! A description's name as explanations write it (`write_name`,
//! `write_quoted_name`, `refuse_naming`), and its `Display` and `Debug`.
//! It may touch `text.rs` and the rest of `description/`, nothing above.

use super::*;

impl Description {
    /// Writes the type's name, as explanations show it.
    pub(crate) const fn write_name(&self, out: &mut crate::text::Text) {
        match self.name {
            Name::Plain(name) => out.push(name),
            Name::Array(element, length) => {
                out.push("[");
                element.write_name(out);
                out.push("; ");
                out.push_usize(length);
                out.push("]");
            }
            Name::Tuple(elements) => {
                out.push("(");
                let mut i = 0;
                while i < elements.len() {
                    if i > 0 {
                        out.push(", ");
                    }
                    elements[i].write_name(out);
                    i += 1;
                }
                if elements.len() == 1 {
                    out.push(",");
                }
                out.push(")");
            }
            Name::Applied(outer, inner) => {
                out.push(outer);
                out.push("<");
                inner.write_name(out);
                out.push(">");
            }
            Name::Pointer(pointer) => pointer.write_name(out),
            Name::Slice(element) => {
                out.push("[");
                element.write_name(out);
                out.push("]");
            }
        }
    }

    /// Writes the type's name between backticks.
    /// Stops compilation with `before`, the type's name in backticks, and
    /// the pieces of `after`: a refusal that names the type, for checks
    /// that are no transmutation (what a view or a cut needs of it).
    #[track_caller]
    pub(crate) const fn refuse_naming(&self, before: &str, after: &[&str]) -> ! {
        let mut text = crate::text::Text::new();
        text.push(before);
        text.push("`");
        self.write_name(&mut text);
        text.push("`");
        let mut i = 0;
        while i < after.len() {
            text.push(after[i]);
            i += 1;
        }
        panic!("{}", text.as_str());
    }

    pub(crate) const fn write_quoted_name(&self, out: &mut crate::text::Text) {
        out.push("`");
        self.write_name(out);
        out.push("`");
    }
}

impl core::fmt::Display for Description {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = crate::text::Text::new();
        self.write_name(&mut text);
        f.write_str(text.as_str())
    }
}

impl core::fmt::Debug for Description {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Description")
            .field("name", &format_args!("{self}"))
            .field("size", &self.size)
            .field("align", &self.align)
            .field("inhabited", &self.is_inhabited())
            .field("safely_constructible", &self.is_safely_constructible())
            .finish()
    }
}
