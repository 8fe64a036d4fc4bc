//! A log that keeps the first and the last entries of a long run and counts all of them.
//!
//! A script may loop a million times; keeping every event would cost hundreds of megabytes in
//! the browser. The head shows how a run starts, the tail how it ends; totals stay exact
//! elsewhere ([`crate::kernel::Totals`]).

use std::collections::VecDeque;

/// Keeps up to `head_capacity` first entries and `tail_capacity` last entries.
///
/// Once the head is full, the tail is a ring: [`Window::recycle`] hands back the entry the
/// next push would evict, so a recorder can refill its buffers in place and a long run
/// allocates nothing per entry.
#[derive(Debug, Clone)]
pub struct Window<T> {
    head: Vec<T>,
    tail: VecDeque<T>,
    head_capacity: usize,
    tail_capacity: usize,
    pushed: u64,
    /// With no tail, the last entry pushed past the head: kept only to be recycled.
    spare: Option<T>,
}

impl<T> Window<T> {
    pub fn new(head_capacity: usize, tail_capacity: usize) -> Window<T> {
        Window {
            head: Vec::new(),
            tail: VecDeque::new(),
            head_capacity,
            tail_capacity,
            pushed: 0,
            spare: None,
        }
    }

    /// The entry the next [`Window::push`] would drop, taken out so its allocations can be
    /// reused for the entry about to be pushed; `None` while the window still has room.
    /// Call it only right before a push.
    pub fn recycle(&mut self) -> Option<T> {
        if self.head.len() < self.head_capacity {
            return None;
        }
        if self.tail_capacity == 0 {
            return self.spare.take();
        }
        if self.tail.len() == self.tail_capacity {
            return self.tail.pop_front();
        }
        None
    }

    pub fn push(&mut self, item: T) {
        self.pushed += 1;
        if self.head.len() < self.head_capacity {
            self.head.push(item);
        } else if self.tail_capacity > 0 {
            if self.tail.len() == self.tail_capacity {
                self.tail.pop_front();
            }
            self.tail.push_back(item);
        } else {
            self.spare = Some(item);
        }
    }

    /// Every entry ever pushed.
    pub fn pushed(&self) -> u64 {
        self.pushed
    }

    /// Entries pushed but no longer kept (between the head and the tail).
    pub fn omitted(&self) -> u64 {
        self.pushed - (self.head.len() + self.tail.len()) as u64
    }

    /// The kept head, in order.
    pub fn head(&self) -> &[T] {
        &self.head
    }

    /// The kept tail, in order.
    pub fn tail(&self) -> impl Iterator<Item = &T> {
        self.tail.iter()
    }

    /// Every kept entry: the head, then the tail.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.head.iter().chain(self.tail.iter())
    }

    /// The most recent entry, if any is kept.
    pub fn last(&self) -> Option<&T> {
        self.tail.back().or(self.head.last())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_run_is_kept_whole() {
        let mut window = Window::new(3, 2);
        (1..=4).for_each(|i| window.push(i));
        assert_eq!(window.iter().copied().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
        assert_eq!((window.pushed(), window.omitted()), (4, 0));
    }

    #[test]
    fn a_long_run_keeps_its_start_and_end_and_counts_the_middle() {
        let mut window = Window::new(3, 2);
        (1..=1_000_000).for_each(|i| window.push(i));
        assert_eq!(
            window.iter().copied().collect::<Vec<_>>(),
            vec![1, 2, 3, 999_999, 1_000_000]
        );
        assert_eq!((window.pushed(), window.omitted()), (1_000_000, 999_995));
        assert_eq!(window.last(), Some(&1_000_000));
    }

    #[test]
    fn recycling_hands_back_exactly_the_entry_a_push_would_drop() {
        let mut window = Window::new(2, 2);
        let mut recycled = Vec::new();
        for i in 1..=6 {
            recycled.push(window.recycle());
            window.push(i);
        }
        assert_eq!(recycled, [None, None, None, None, Some(3), Some(4)]);
        assert_eq!(window.iter().copied().collect::<Vec<_>>(), vec![1, 2, 5, 6]);
        assert_eq!((window.pushed(), window.omitted()), (6, 2));

        let mut headless = Window::new(1, 0);
        let mut recycled = Vec::new();
        for i in 1..=4 {
            recycled.push(headless.recycle());
            headless.push(i);
        }
        assert_eq!(recycled, [None, None, Some(2), Some(3)]);
        assert_eq!(headless.iter().copied().collect::<Vec<_>>(), vec![1]);
        assert_eq!(headless.omitted(), 3);
    }
}
