//! A log that keeps the first and the last entries of a long run and counts all of them.
//!
//! A script may loop a million times; keeping every event would cost hundreds of megabytes in
//! the browser. The head shows how a run starts, the tail how it ends; totals stay exact
//! elsewhere ([`crate::kernel::Totals`]).

/// Keeps up to `head_capacity` first entries and `tail_capacity` last entries.
///
/// Once the head is full, the tail is a ring: [`Window::overwrite_oldest`] hands out the entry
/// the next push would evict, to be refilled where it is, so a recorder reuses its buffers and
/// a long run neither allocates nor moves an entry per push.
#[derive(Debug, Clone)]
pub struct Window<T> {
    head: Vec<T>,
    /// The last entries; once full, a ring whose oldest entry is at `oldest`.
    tail: Vec<T>,
    oldest: usize,
    head_capacity: usize,
    tail_capacity: usize,
    pushed: u64,
    /// With no tail, the last entry pushed past the head: kept only to be overwritten.
    spare: Option<T>,
}

impl<T> Window<T> {
    pub fn new(head_capacity: usize, tail_capacity: usize) -> Window<T> {
        Window {
            head: Vec::new(),
            tail: Vec::new(),
            oldest: 0,
            head_capacity,
            tail_capacity,
            pushed: 0,
            spare: None,
        }
    }

    /// The entry to fill next, counted as pushed: once the window is full, the one a
    /// [`Window::push`] would drop, pushed back as the newest and handed out to be overwritten
    /// in place (every field: it still holds the old entry); while it has room, a new entry
    /// `blank` makes, in its place.
    pub fn next_entry(&mut self, blank: impl FnOnce() -> T) -> &mut T {
        self.pushed += 1;
        if self.head.len() < self.head_capacity {
            self.head.push(blank());
            return self.head.last_mut().expect("an entry was just pushed");
        }
        if self.tail_capacity == 0 {
            return self.spare.get_or_insert_with(blank);
        }
        if self.tail.len() < self.tail_capacity {
            self.tail.push(blank());
            return self.tail.last_mut().expect("an entry was just pushed");
        }
        let slot = self.oldest;
        self.advance_oldest();
        &mut self.tail[slot]
    }

    /// [`Window::next_entry`] when the window will keep the entry; otherwise the entry is
    /// only counted and `None` says there is nothing to fill: a window with no tail keeps
    /// nothing past its head, and a recorder need not fill an entry no one will read.
    #[inline]
    pub fn next_kept_entry(&mut self, blank: impl FnOnce() -> T) -> Option<&mut T> {
        if self.head.len() < self.head_capacity || self.tail_capacity > 0 {
            return Some(self.next_entry(blank));
        }
        self.pushed += 1;
        self.spare = None;
        None
    }

    /// Moves the ring's oldest entry on by one, wrapping at the end: a comparison, not a `%`
    /// (a division, tens of cycles, at every syscall and every operation of a run).
    #[inline]
    fn advance_oldest(&mut self) {
        self.oldest += 1;
        if self.oldest == self.tail_capacity {
            self.oldest = 0;
        }
    }

    pub fn push(&mut self, item: T) {
        self.pushed += 1;
        if self.head.len() < self.head_capacity {
            self.head.push(item);
        } else if self.tail_capacity > 0 {
            if self.tail.len() == self.tail_capacity {
                self.tail[self.oldest] = item;
                self.advance_oldest();
            } else {
                self.tail.push(item);
            }
        } else {
            self.spare = Some(item);
        }
    }

    /// How many pushes ago the entry the next push hands out was filled, when that push
    /// refills an entry (the ring's oldest, or the spare) rather than making a blank one.
    pub fn refill_age(&self) -> Option<u64> {
        if self.head.len() < self.head_capacity {
            return None;
        }
        if self.tail_capacity == 0 {
            return self.spare.is_some().then_some(1);
        }
        (self.tail.len() == self.tail_capacity).then_some(self.tail_capacity as u64)
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
        let (newer, older) = self.tail.split_at(self.oldest);
        older.iter().chain(newer)
    }

    /// Every kept entry: the head, then the tail.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.head.iter().chain(self.tail())
    }

    /// The most recent entry, if any is kept.
    pub fn last(&self) -> Option<&T> {
        let newest = self
            .oldest
            .checked_sub(1)
            .unwrap_or(self.tail.len().wrapping_sub(1));
        self.tail.get(newest).or(self.head.last())
    }

    /// The entry pushed last, also when the window keeps no tail (then it is no longer kept
    /// for [`Window::iter`], only until the next push).
    pub fn newest(&self) -> Option<&T> {
        if self.pushed > self.head.len() as u64 && self.tail_capacity == 0 {
            return self.spare.as_ref();
        }
        self.last()
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

    /// Pushes `i` as a recorder does: into the evicted entry when there is one, which is
    /// returned as it was.
    fn refill_or_push(window: &mut Window<i32>, i: i32) -> Option<i32> {
        let mut fresh = false;
        let entry = window.next_entry(|| {
            fresh = true;
            0
        });
        let overwritten = std::mem::replace(entry, i);
        assert_eq!(window.newest(), Some(&i));
        (!fresh).then_some(overwritten)
    }

    #[test]
    fn the_refill_age_is_how_long_ago_the_refilled_entry_was_pushed() {
        let mut window = Window::new(1, 2);
        let ages: Vec<_> = (1..=5)
            .map(|i| {
                let age = window.refill_age();
                refill_or_push(&mut window, i).map(|overwritten| (i - overwritten, age))
            })
            .collect();
        assert_eq!(
            ages,
            [None, None, None, Some((2, Some(2))), Some((2, Some(2)))]
        );

        let mut headless = Window::new(1, 0);
        let ages: Vec<_> = (1..=3)
            .map(|i| {
                let age = headless.refill_age();
                refill_or_push(&mut headless, i).map(|overwritten| (i - overwritten, age))
            })
            .collect();
        assert_eq!(ages, [None, None, Some((1, Some(1)))]);
    }

    #[test]
    fn overwriting_refills_exactly_the_entry_a_push_would_drop() {
        let mut window = Window::new(2, 2);
        let overwritten: Vec<_> = (1..=7).map(|i| refill_or_push(&mut window, i)).collect();
        assert_eq!(
            overwritten,
            [None, None, None, None, Some(3), Some(4), Some(5)]
        );
        assert_eq!(window.iter().copied().collect::<Vec<_>>(), vec![1, 2, 6, 7]);
        assert_eq!((window.pushed(), window.omitted()), (7, 3));
        assert_eq!(window.last(), Some(&7));

        let mut headless = Window::new(1, 0);
        let overwritten: Vec<_> = (1..=4).map(|i| refill_or_push(&mut headless, i)).collect();
        assert_eq!(overwritten, [None, None, Some(2), Some(3)]);
        assert_eq!(headless.iter().copied().collect::<Vec<_>>(), vec![1]);
        assert_eq!(headless.omitted(), 3);
    }

    /// Fills `i` into the entry [`Window::next_kept_entry`] hands out; whether there was one.
    fn fill_kept(window: &mut Window<i32>, i: i32) -> bool {
        window
            .next_kept_entry(|| 0)
            .map(|entry| *entry = i)
            .is_some()
    }

    #[test]
    fn a_window_without_a_tail_counts_what_it_does_not_keep() {
        let mut window = Window::new(2, 0);
        let filled: Vec<bool> = (1..=5).map(|i| fill_kept(&mut window, i)).collect();
        assert_eq!(filled, [true, true, false, false, false]);
        assert_eq!(window.iter().copied().collect::<Vec<_>>(), vec![1, 2]);
        assert_eq!((window.pushed(), window.omitted()), (5, 3));
        assert_eq!(window.newest(), None);

        let mut tail_only = Window::new(0, 2);
        let filled: Vec<bool> = (1..=3).map(|i| fill_kept(&mut tail_only, i)).collect();
        assert_eq!(filled, [true, true, true]);
        assert_eq!(tail_only.iter().copied().collect::<Vec<_>>(), vec![2, 3]);
    }
}
