//! A teacher's view of a class: the students' downloaded results files (`results.rs`, formats 1
//! and 2) read and added up per exercise and per student, and written out as CSV. All in the
//! browser: nothing is uploaded.

use js_sys::{Array, JSON, Reflect};
use wasm_bindgen::JsValue;

/// One student's answers to one exercise, as their file says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentAnswer {
    pub first_answer: String,
    pub first_correct: bool,
    /// How many answers were checked (format 1 kept only one).
    pub attempts: usize,
    /// Whether the last answer was right.
    pub finally_correct: bool,
}

/// One student's file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentResults {
    pub student: String,
    /// Every exercise of the assignment in order, with the answer if there was one.
    pub exercises: Vec<(String, Option<StudentAnswer>)>,
}

impl StudentResults {
    /// Exercises right on the first attempt.
    pub fn first_right(&self) -> usize {
        self.answers().filter(|a| a.first_correct).count()
    }

    pub fn answered(&self) -> usize {
        self.answers().count()
    }

    /// Answers checked, over every exercise.
    pub fn attempts(&self) -> usize {
        self.answers().map(|a| a.attempts).sum()
    }

    fn answers(&self) -> impl Iterator<Item = &StudentAnswer> {
        self.exercises.iter().filter_map(|(_, a)| a.as_ref())
    }
}

/// One exercise across the class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExerciseSummary {
    pub id: String,
    /// Students who answered it.
    pub answered: usize,
    /// Of those, right on the first attempt.
    pub first_right: usize,
    /// Answers checked, over every student.
    pub attempts: usize,
    /// First answers and how many students gave each, most given first.
    pub first_answers: Vec<(String, usize)>,
}

/// The exercises of `students`, in the order the files list them, added up.
pub fn by_exercise(students: &[StudentResults]) -> Vec<ExerciseSummary> {
    let mut summaries: Vec<ExerciseSummary> = Vec::new();
    for student in students {
        for (id, answer) in &student.exercises {
            let index = match summaries.iter().position(|s| s.id == *id) {
                Some(i) => i,
                None => {
                    summaries.push(ExerciseSummary {
                        id: id.clone(),
                        answered: 0,
                        first_right: 0,
                        attempts: 0,
                        first_answers: Vec::new(),
                    });
                    summaries.len() - 1
                }
            };
            let Some(answer) = answer else { continue };
            let summary = &mut summaries[index];
            summary.answered += 1;
            summary.first_right += usize::from(answer.first_correct);
            summary.attempts += answer.attempts;
            match summary
                .first_answers
                .iter_mut()
                .find(|(given, _)| *given == answer.first_answer)
            {
                Some((_, count)) => *count += 1,
                None => summary.first_answers.push((answer.first_answer.clone(), 1)),
            }
        }
    }
    for summary in &mut summaries {
        // Most given first; equal counts in the order first seen (a stable sort).
        summary
            .first_answers
            .sort_by_key(|(_, count)| std::cmp::Reverse(*count));
    }
    summaries
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Reads one results file; the error names what is wrong in it.
pub fn parse(text: &str) -> Result<StudentResults, String> {
    let root = JSON::parse(text).map_err(|_| "not JSON".to_string())?;
    let format = get(&root, "format").as_string().unwrap_or_default();
    let version = match format.as_str() {
        "bufscope-assignment-results/1" => 1,
        "bufscope-assignment-results/2" => 2,
        _ => {
            return Err(format!(
                "format: expected bufscope-assignment-results/1 or /2, found {:?}",
                format
            ));
        }
    };
    let listed = get(&root, "exercises");
    if !Array::is_array(&listed) {
        return Err("exercises: expected a list".into());
    }
    let mut exercises = Vec::new();
    for (i, entry) in Array::from(&listed).iter().enumerate() {
        let id = get(&entry, "id")
            .as_string()
            .ok_or_else(|| format!("exercises[{i}].id: expected text"))?;
        let answer = get(&entry, "answer");
        if answer.is_null() || answer.is_undefined() {
            exercises.push((id, None));
            continue;
        }
        let first_answer = answer
            .as_string()
            .ok_or_else(|| format!("exercises[{i}].answer: expected text or null"))?;
        let first_correct = get(&entry, "correct")
            .as_bool()
            .ok_or_else(|| format!("exercises[{i}].correct: expected true or false"))?;
        let attempts = get(&entry, "attempts");
        let (attempts, finally_correct) = if version == 1 {
            (1, first_correct)
        } else if Array::is_array(&attempts) && Array::from(&attempts).length() > 0 {
            let attempts = Array::from(&attempts);
            let last = get(&attempts.get(attempts.length() - 1), "correct")
                .as_bool()
                .ok_or_else(|| {
                    format!("exercises[{i}].attempts: expected answers with true or false")
                })?;
            (attempts.length() as usize, last)
        } else {
            return Err(format!(
                "exercises[{i}].attempts: expected a list of answers"
            ));
        };
        exercises.push((
            id,
            Some(StudentAnswer {
                first_answer,
                first_correct,
                attempts,
                finally_correct,
            }),
        ));
    }
    Ok(StudentResults {
        student: get(&root, "student").as_string().unwrap_or_default(),
        exercises,
    })
}

/// A CSV field, quoted when it must be (RFC 4180).
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// One row per student and exercise: `student,exercise,first answer,right first,attempts,right
/// last`; an exercise not answered has empty fields.
pub fn to_csv(students: &[StudentResults]) -> String {
    let mut csv = String::from(
        "student,exercise,first_answer,first_attempt_right,attempts,last_attempt_right\r\n",
    );
    for student in students {
        for (id, answer) in &student.exercises {
            let row = match answer {
                Some(a) => format!(
                    "{},{},{},{},{},{}",
                    field(&student.student),
                    field(id),
                    field(&a.first_answer),
                    a.first_correct,
                    a.attempts,
                    a.finally_correct
                ),
                None => format!("{},{},,,0,", field(&student.student), field(id)),
            };
            csv.push_str(&row);
            csv.push_str("\r\n");
        }
    }
    csv
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    const ADA: &str = r#"{"format":"bufscope-assignment-results/2","student":"Ada, L.","exercises":[
        {"id":"a","answer":"12","correct":true,"attempts":[{"answer":"12","correct":true}]},
        {"id":"b","answer":"3","correct":false,"attempts":[{"answer":"3","correct":false},{"answer":"2","correct":true}]}]}"#;
    const BOB: &str = r#"{"format":"bufscope-assignment-results/1","student":"Bob","exercises":[
        {"id":"a","answer":"12","correct":true},{"id":"b","answer":null,"correct":null}]}"#;

    #[test]
    fn files_of_both_formats_add_up_per_exercise_and_per_student() {
        let students = [parse(ADA).expect("ada"), parse(BOB).expect("bob")];
        assert_eq!(
            students
                .iter()
                .map(|s| (s.first_right(), s.answered(), s.attempts()))
                .collect::<Vec<_>>(),
            [(1, 2, 3), (1, 1, 1)]
        );
        assert_eq!(
            by_exercise(&students),
            [
                ExerciseSummary {
                    id: "a".into(),
                    answered: 2,
                    first_right: 2,
                    attempts: 2,
                    first_answers: vec![("12".into(), 2)],
                },
                ExerciseSummary {
                    id: "b".into(),
                    answered: 1,
                    first_right: 0,
                    attempts: 2,
                    first_answers: vec![("3".into(), 1)],
                },
            ]
        );
        assert_eq!(
            to_csv(&students),
            "student,exercise,first_answer,first_attempt_right,attempts,last_attempt_right\r\n\
             \"Ada, L.\",a,12,true,1,true\r\n\"Ada, L.\",b,3,false,2,true\r\n\
             Bob,a,12,true,1,true\r\nBob,b,,,0,\r\n"
        );
    }

    #[test]
    fn a_file_that_is_not_results_says_why() {
        assert_eq!(parse("{"), Err("not JSON".into()));
        assert_eq!(
            parse(r#"{"format":"x"}"#),
            Err("format: expected bufscope-assignment-results/1 or /2, found \"x\"".into())
        );
        assert_eq!(
            parse(
                r#"{"format":"bufscope-assignment-results/2","exercises":[{"id":"a","answer":"1","correct":true}]}"#
            ),
            Err("exercises[0].attempts: expected a list of answers".into())
        );
    }
}
