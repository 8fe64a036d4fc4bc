//! Bucketing syscall sizes by powers of two, as a log-scale histogram wants them.

use super::data::HistogramBucket;

/// One bucket for 0 bytes (EOF reads), then one per power of two: `1`, `2–3`, `4–7`, …,
/// up to `2^63 … u64::MAX`.
const BUCKETS: usize = 65;

/// The bucket `bytes` falls in: 0 for 0, `k` for `2^(k-1) ≤ bytes < 2^k`.
fn bucket_index(bytes: u64) -> usize {
    (u64::BITS - bytes.leading_zeros()) as usize
}

/// The smallest and largest size of bucket `index`. In bytes.
fn bucket_bounds(index: usize) -> (u64, u64) {
    match index {
        0 => (0, 0),
        64 => (1 << 63, u64::MAX),
        k => (1 << (k - 1), (1 << k) - 1),
    }
}

/// Counts `(bytes, count)` pairs into power-of-two buckets.
///
/// The result runs from the smallest to the largest non-empty bucket with every bucket in
/// between, empty ones included, so that bars stand at their true place on the size axis.
/// No sizes (or only zero counts) give no buckets.
///
/// # Examples
///
/// ```
/// use bufscope::charts::histogram::histogram;
/// use bufscope::charts::data::HistogramBucket;
///
/// // 3000 one-byte reads and the read of 0 bytes at EOF.
/// let buckets = histogram([(1, 3000), (0, 1)].into_iter());
/// assert_eq!(buckets, [
///     HistogramBucket { low: 0, high: 0, count: 1 },
///     HistogramBucket { low: 1, high: 1, count: 3000 },
/// ]);
/// ```
pub fn histogram(sizes: impl Iterator<Item = (u64, u64)>) -> Vec<HistogramBucket> {
    let mut counts = [0u64; BUCKETS];
    for (bytes, count) in sizes {
        let slot = &mut counts[bucket_index(bytes)];
        *slot = slot.saturating_add(count);
    }
    let first = counts.iter().position(|&count| count > 0);
    let last = counts.iter().rposition(|&count| count > 0);
    let (Some(first), Some(last)) = (first, last) else {
        return Vec::new();
    };
    (first..=last)
        .map(|index| {
            let (low, high) = bucket_bounds(index);
            HistogramBucket {
                low,
                high,
                count: counts[index],
            }
        })
        .collect()
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn bucket(low: u64, high: u64, count: u64) -> HistogramBucket {
        HistogramBucket { low, high, count }
    }

    #[test]
    fn sizes_fall_in_the_power_of_two_bucket_that_holds_them() {
        let buckets = histogram([(1, 5), (2, 1), (3, 2), (4, 1), (7, 1), (8, 4)].into_iter());
        assert_eq!(
            buckets,
            [
                bucket(1, 1, 5),
                bucket(2, 3, 3),
                bucket(4, 7, 2),
                bucket(8, 15, 4)
            ]
        );
    }

    #[test]
    fn empty_buckets_between_sizes_are_kept_and_those_outside_are_not() {
        // A BufWriter's full-buffer writes and the remainder at drop.
        let buckets = histogram([(8192, 121), (576, 1)].into_iter());
        assert_eq!(
            buckets,
            [
                bucket(512, 1023, 1),
                bucket(1024, 2047, 0),
                bucket(2048, 4095, 0),
                bucket(4096, 8191, 0),
                bucket(8192, 16383, 121),
            ]
        );
    }

    #[test]
    fn zero_byte_calls_have_their_own_bucket() {
        let buckets = histogram([(0, 1), (2, 4)].into_iter());
        assert_eq!(buckets, [bucket(0, 0, 1), bucket(1, 1, 0), bucket(2, 3, 4)]);
    }

    #[test]
    fn the_extremes_of_u64_and_of_counts_do_not_overflow() {
        let buckets = histogram([(u64::MAX, u64::MAX), (1 << 63, 5)].into_iter());
        assert_eq!(buckets, [bucket(1 << 63, u64::MAX, u64::MAX)]);
    }

    #[test]
    fn nothing_counted_gives_no_buckets() {
        assert_eq!(histogram(std::iter::empty()), []);
        assert_eq!(histogram([(64, 0)].into_iter()), []);
    }

    #[test]
    fn every_size_lies_within_its_bucket() {
        for bytes in (0..5000).chain([u64::MAX, 1 << 40, (1 << 40) - 1]) {
            let (low, high) = bucket_bounds(bucket_index(bytes));
            assert!(low <= bytes && bytes <= high, "{bytes} in {low}..={high}");
        }
    }
}
