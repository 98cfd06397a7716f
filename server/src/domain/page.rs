//! Which slice of a list a caller asks for: a zero-based page number and a page size.

use crate::refusals::{self, Refusal};

/// A page of a list. Built only by [`Page::new`], so its offset and end always fit the
/// databases' signed 64-bit OFFSET/LIMIT.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Page {
    number: u64,
    size: u64,
}

impl Page {
    /// Page `number` (default 0) of `size` rows (default `default`, clamped to 1..=`max`).
    /// A page beyond any list the databases can hold is refused.
    pub fn new(
        number: Option<u64>,
        size: Option<u64>,
        default: u64,
        max: u64,
    ) -> Result<Self, Refusal> {
        let size = size.unwrap_or(default).clamp(1, max);
        let number = number.unwrap_or(0);
        let end = number.checked_add(1).and_then(|n| n.checked_mul(size));
        match end {
            Some(end) if end <= i64::MAX as u64 => Ok(Self { number, size }),
            _ => Err(refusals::PAGE_INVALID),
        }
    }

    /// The first page of `size` rows.
    pub fn first(size: u64) -> Self {
        Self {
            number: 0,
            size: size.max(1),
        }
    }

    pub fn number(&self) -> u64 {
        self.number
    }

    pub fn size(&self) -> u64 {
        self.size
    }

    /// How many rows come before this page.
    pub fn offset(&self) -> u64 {
        self.number * self.size
    }

    /// How many rows come up to and including this page.
    pub fn end(&self) -> u64 {
        self.offset() + self.size
    }

    /// This page of an iterator's items, and the number of all items.
    pub fn of<T>(&self, items: impl Iterator<Item = T>) -> (Vec<T>, u64) {
        let mut total = 0u64;
        let mut rows = Vec::new();
        for item in items {
            if total >= self.offset() && total < self.end() {
                rows.push(item);
            }
            total += 1;
        }
        (rows, total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_clamps_the_size() {
        let p = Page::new(None, None, 20, 100).unwrap();
        assert_eq!((p.number(), p.size(), p.offset()), (0, 20, 0));
        assert_eq!(Page::new(Some(2), Some(0), 20, 100).unwrap().size(), 1);
        let p = Page::new(Some(2), Some(5000), 20, 100).unwrap();
        assert_eq!((p.size(), p.offset(), p.end()), (100, 200, 300));
    }

    #[test]
    fn a_page_beyond_any_list_is_refused() {
        assert_eq!(
            Page::new(Some(u64::MAX), None, 10, 100),
            Err(refusals::PAGE_INVALID)
        );
        assert_eq!(
            Page::new(Some(i64::MAX as u64), Some(1), 10, 100),
            Err(refusals::PAGE_INVALID)
        );
        let last = (i64::MAX as u64) / 100 - 1;
        assert_eq!(
            Page::new(Some(last), Some(100), 10, 100).unwrap().number(),
            last
        );
        assert!(Page::new(Some(last + 1), Some(100), 10, 100).is_err());
    }

    #[test]
    fn takes_its_slice_and_counts_all() {
        let page = Page::new(Some(1), Some(2), 10, 100).unwrap();
        assert_eq!(page.of(1..=5), (vec![3, 4], 5));
        assert_eq!(
            Page::new(Some(9), Some(2), 10, 100).unwrap().of(1..=5),
            (vec![], 5)
        );
    }
}
