//! Answers worked out ahead (`protocol::AnswersAhead`, written when the site is built): a
//! request whose job is byte for byte one of them is answered from it, without the worker,
//! whose download a fresh page would otherwise wait for.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::protocol::{self, AnswersAhead, Reply};

/// `(encoded job, encoded reply)`: a few per page's file fetched (an example's one run, a
/// lesson's body and its widgets' runs), searched in order (a hash map cost the page's wasm
/// 2.5 KB more).
#[derive(Debug, Default)]
pub(super) struct KnownAnswers(Vec<(Vec<u8>, Vec<u8>)>);

impl KnownAnswers {
    pub(super) fn learn(&mut self, ahead: AnswersAhead) {
        self.0.extend(ahead.answers);
    }

    /// The reply to the encoded request `request`, if its job is one answered ahead (and the
    /// answer can be read: else the worker answers it).
    pub(super) fn reply_to(&self, request: &[u8]) -> Option<Reply> {
        let job = protocol::job_of(request)?;
        let (_, reply) = self.0.iter().find(|(known, _)| known == job)?;
        protocol::decode::<Reply>(reply).ok()
    }
}

/// The answers ahead at `url` (same origin); `None` when there are none or they cannot be
/// read: then the worker answers everything, as it would without them.
pub(super) async fn fetch_answers(url: &str) -> Option<AnswersAhead> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let body = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    protocol::decode(&js_sys::Uint8Array::new(&body).to_vec()).ok()
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::examples::EXAMPLES;
    use crate::protocol::{Job, Request};
    use crate::worker::ahead::{answers_ahead, example_jobs};
    use bufscope_sim::kernel::StreamTarget;
    use wasm_bindgen_test::{wasm_bindgen_test as test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn request(id: u32, job: Job) -> Vec<u8> {
        protocol::encode(&Request { id, job })
    }

    #[test]
    fn a_request_is_answered_ahead_only_when_its_job_is_the_same_to_the_byte() {
        let example = &EXAMPLES[0];
        let mut known = KnownAnswers::default();
        known.learn(answers_ahead(example_jobs(example)));
        // Whatever the request's id, the worker's own reply to the job.
        for job in example_jobs(example) {
            let worker = crate::worker::answer_with(job.clone(), crate::worker::course::answer);
            assert_eq!(
                known.reply_to(&request(41, job.clone())),
                Some(worker.clone())
            );
            assert_eq!(known.reply_to(&request(70_000, job)), Some(worker));
        }
        // The same script with one more space, or stdout to a file: the worker's to answer.
        let [Job::Watch(run, watch)] =
            <[Job; 1]>::try_from(example_jobs(example)).expect("one job")
        else {
            panic!("the first example's one job is its watched run");
        };
        let mut edited = run.clone();
        edited.script.push(' ');
        assert_eq!(known.reply_to(&request(1, Job::Watch(edited, watch))), None);
        let mut to_file = run.clone();
        to_file.stdout = StreamTarget::File;
        assert_eq!(
            known.reply_to(&request(1, Job::Watch(to_file, watch))),
            None
        );
        assert_eq!(known.reply_to(&request(1, Job::Run(run))), None);
        // Not a request at all.
        assert_eq!(known.reply_to(&[]), None);
    }
}
