//! `Read::chain`: std's own `io::Chain` over two streams of the script, so when it moves
//! from the first to the second and how `read_to_end` splits between them are std's.

use std::io::{self, Read};

use super::stream::{IntoInnerResult, Stream, StreamRef};
use super::take::StreamReader;

/// `io::Chain<T, U>`.
#[derive(Debug)]
pub struct ChainStream {
    chain: io::Chain<StreamReader, StreamReader>,
}

impl ChainStream {
    pub fn new(first: StreamRef, second: StreamRef) -> ChainStream {
        ChainStream {
            chain: StreamReader(first).chain(StreamReader(second)),
        }
    }
}

impl Stream for ChainStream {
    fn type_name(&self) -> String {
        let (first, second) = self.chain.get_ref();
        format!(
            "Chain<{}, {}>",
            first.0.borrow().type_name(),
            second.0.borrow().type_name()
        )
    }
    fn reader(&mut self) -> Option<&mut dyn Read> {
        Some(&mut self.chain)
    }
    fn into_parts(self: Box<Self>) -> Result<(StreamRef, Vec<u8>), Box<dyn Stream>> {
        Err(self)
    }
    /// `Chain::into_inner` is a pair; scripts cannot take it apart here.
    fn into_inner(self: Box<Self>) -> IntoInnerResult {
        Err((super::stream::no_into_inner(&*self), self))
    }
}
