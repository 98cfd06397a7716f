//! A learner's own paper: drawn by rules from the bank (or the exam's fixed items), questions
//! shuffled within their type section and choice options shuffled, all on the server and stored
//! with the attempt, so a resumed attempt shows the same paper and grading maps the learner's
//! option letters back to the bank's.
//!
//! Nothing here touches the database: the service hands over the candidates (the bank's
//! questions with what the rules filter on) and a random source.

use std::collections::HashSet;

use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};
use serde::{Deserialize, Serialize};

use serde_json::{Map, Value};

use crate::domain::exam::{Answer, QuestionType};
use crate::refusals::{self, Message};

/// The most rules an exam has, and the most questions one rule draws.
pub const RULES_MAX: usize = 20;
pub const RULE_COUNT_MAX: i32 = 200;

/// "10 single-choice questions from 知识点 X of difficulty 中, 5 分 each".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawRule {
    pub r#type: QuestionType,
    /// A choice rule: single (false) or multiple (true) choice; left out: either.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multiple: Option<bool>,
    /// From this 知识点 and those under it; left out: any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category_id: Option<i64>,
    /// 1 易, 2 中, 3 难; left out: any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    /// How many questions (1–200).
    pub count: i32,
    /// Points of each (1–100).
    pub score: i32,
}

impl DrawRule {
    /// The rule's own checks (the 知识点 it names is checked against the bank by the service).
    pub fn check(&self) -> Result<(), Message> {
        if !(1..=RULE_COUNT_MAX).contains(&self.count) {
            return Err(refusals::EXAM_RULE_COUNT_RANGE.with("max", RULE_COUNT_MAX));
        }
        if !(1..=100).contains(&self.score) {
            return Err(refusals::QUESTION_SCORE_RANGE.into());
        }
        if self.difficulty.is_some_and(|d| !(1..=3).contains(&d)) {
            return Err(refusals::QUESTION_DIFFICULTY_INVALID.into());
        }
        Ok(())
    }

    /// Does a question fit the rule? `within` holds the rule's 知识点 and those under it.
    pub fn admits(&self, q: &Candidate, within: Option<&HashSet<i64>>) -> bool {
        q.kind == self.r#type
            && self
                .multiple
                .is_none_or(|m| q.kind != QuestionType::Choice || q.is_multiple == m)
            && self.difficulty.is_none_or(|d| q.difficulty == d)
            && within.is_none_or(|set| q.category_id.is_some_and(|c| set.contains(&c)))
    }

    pub fn total(&self) -> i32 {
        self.count * self.score
    }
}

/// A question of the bank as the rules see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub id: i64,
    pub kind: QuestionType,
    pub is_multiple: bool,
    pub category_id: Option<i64>,
    pub difficulty: i32,
    /// Option labels as stored (a choice's).
    pub labels: Vec<String>,
}

impl Candidate {
    /// The section it is shown in: single, multiple, judge, fill, short.
    fn section(&self) -> u8 {
        match (self.kind, self.is_multiple) {
            (QuestionType::Choice, false) => 0,
            (QuestionType::Choice, true) => 1,
            (QuestionType::Judge, _) => 2,
            (QuestionType::Fill, _) => 3,
            (QuestionType::Short, _) => 4,
        }
    }
}

/// One question of a learner's paper.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaperEntry {
    pub question_id: i64,
    pub score: i32,
    /// A choice's stored labels in the order the learner sees them (shown as A, B, C…); empty:
    /// as stored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
}

impl PaperEntry {
    /// The stored label of the option the learner saw as `shown` (the label itself when the
    /// options are not shuffled).
    pub fn stored_label(&self, shown: &str) -> Option<String> {
        if self.options.is_empty() {
            return Some(shown.to_string());
        }
        let index = label_index(shown)?;
        self.options.get(index).cloned()
    }

    /// The label the learner sees for a stored option.
    pub fn shown_label(&self, stored: &str) -> Option<String> {
        if self.options.is_empty() {
            return Some(stored.to_string());
        }
        let index = self.options.iter().position(|l| l == stored)?;
        Some(label_at(index))
    }
}

impl PaperEntry {
    /// A choice's options (stored label → text) as the learner sees them: relabelled A, B, C…
    /// in their order.
    pub fn shown_options(&self, stored: &Map<String, Value>) -> Map<String, Value> {
        if self.options.is_empty() {
            return stored.clone();
        }
        self.options
            .iter()
            .enumerate()
            .filter_map(|(i, label)| Some((label_at(i), stored.get(label)?.clone())))
            .collect()
    }

    /// Stored labels as the learner sees them, sorted.
    pub fn shown_labels(&self, stored: &[String]) -> Vec<String> {
        let mut out: Vec<String> = stored.iter().filter_map(|l| self.shown_label(l)).collect();
        out.sort();
        out
    }

    /// A learner's answer in the labels they saw, as stored (None: a label they were not shown).
    pub fn stored_answer(&self, answer: Answer) -> Option<Answer> {
        match answer {
            Answer::Choice { selected } => Some(Answer::Choice {
                selected: selected
                    .iter()
                    .map(|l| self.stored_label(l))
                    .collect::<Option<Vec<_>>>()?,
            }),
            other => Some(other),
        }
    }

    /// A stored answer in the labels the learner saw, in the order they picked them.
    pub fn shown_answer(&self, answer: Answer) -> Answer {
        match answer {
            Answer::Choice { selected } if !self.options.is_empty() => Answer::Choice {
                selected: selected
                    .iter()
                    .filter_map(|l| self.shown_label(l))
                    .collect(),
            },
            other => other,
        }
    }
}

/// A, B, C … for 0, 1, 2 …
pub fn label_at(index: usize) -> String {
    char::from(b'A' + index as u8).to_string()
}

fn label_index(label: &str) -> Option<usize> {
    let mut chars = label.trim().chars();
    let c = chars.next()?.to_ascii_uppercase();
    (chars.next().is_none() && c.is_ascii_uppercase()).then(|| (c as u8 - b'A') as usize)
}

/// How a learner's paper is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shuffle {
    /// Questions in a random order within each type section.
    pub questions: bool,
    /// A choice's options in a random order.
    pub options: bool,
}

/// Why a paper cannot be drawn: the rule (counted from 1) whose questions run short.
#[derive(Debug, PartialEq, Eq)]
pub struct PoolShort {
    pub rule: usize,
    pub needed: i32,
    pub available: usize,
}

impl PoolShort {
    pub fn message(&self) -> Message {
        refusals::EXAM_POOL_TOO_SMALL
            .with("rule", self.rule)
            .with("needed", self.needed)
            .with("available", self.available)
    }
}

/// How many questions each rule could take, the rules before it having taken theirs (the
/// authoring page's pool check). `within(category)` is a 知识点 with those under it.
pub fn pool_sizes(
    rules: &[DrawRule],
    candidates: &[Candidate],
    within: impl Fn(i64) -> HashSet<i64>,
) -> Vec<usize> {
    let mut taken: HashSet<i64> = HashSet::new();
    rules
        .iter()
        .map(|rule| {
            let set = rule.category_id.map(&within);
            let fits: Vec<i64> = candidates
                .iter()
                .filter(|q| !taken.contains(&q.id) && rule.admits(q, set.as_ref()))
                .map(|q| q.id)
                .collect();
            // The rules after it draw from what it leaves: at worst it takes its count first.
            taken.extend(fits.iter().take(rule.count.max(0) as usize));
            fits.len()
        })
        .collect()
}

/// Draws a paper by the rules: each rule's questions at random among those no earlier rule took.
pub fn draw(
    rules: &[DrawRule],
    candidates: &[Candidate],
    within: impl Fn(i64) -> HashSet<i64>,
    rng: &mut impl Rng,
) -> Result<Vec<(PaperEntry, Candidate)>, PoolShort> {
    let mut taken: HashSet<i64> = HashSet::new();
    let mut out = Vec::new();
    for (i, rule) in rules.iter().enumerate() {
        let set = rule.category_id.map(&within);
        let fits: Vec<&Candidate> = candidates
            .iter()
            .filter(|q| !taken.contains(&q.id) && rule.admits(q, set.as_ref()))
            .collect();
        let needed = rule.count.max(0) as usize;
        if fits.len() < needed {
            return Err(PoolShort {
                rule: i + 1,
                needed: rule.count,
                available: fits.len(),
            });
        }
        for q in fits.sample(rng, needed) {
            taken.insert(q.id);
            out.push((
                PaperEntry {
                    question_id: q.id,
                    score: rule.score,
                    options: Vec::new(),
                },
                (*q).clone(),
            ));
        }
    }
    Ok(out)
}

/// Orders a paper by type section (single, multiple, judge, fill, short; the given order within
/// a section, or a random one) and shuffles each choice's options when asked.
pub fn arrange(
    mut paper: Vec<(PaperEntry, Candidate)>,
    shuffle: Shuffle,
    rng: &mut impl Rng,
) -> Vec<PaperEntry> {
    if shuffle.questions {
        paper.shuffle(rng);
    }
    // A stable sort: the order within a section is the shuffled or the given one.
    paper.sort_by_key(|(_, q)| q.section());
    paper
        .into_iter()
        .map(|(mut entry, q)| {
            if shuffle.options && q.kind == QuestionType::Choice && q.labels.len() > 1 {
                let mut labels = q.labels.clone();
                labels.shuffle(rng);
                entry.options = labels;
            }
            entry
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn q(
        id: i64,
        kind: QuestionType,
        multiple: bool,
        category: Option<i64>,
        difficulty: i32,
    ) -> Candidate {
        Candidate {
            id,
            kind,
            is_multiple: multiple,
            category_id: category,
            difficulty,
            labels: if kind == QuestionType::Choice {
                vec!["A".into(), "B".into(), "C".into(), "D".into()]
            } else {
                Vec::new()
            },
        }
    }

    /// 40 single choices (10 per 知识点 1–4, difficulty cycling), 10 judgements in 知识点 5.
    fn bank() -> Vec<Candidate> {
        let mut all: Vec<Candidate> = (0..40)
            .map(|i| {
                q(
                    i,
                    QuestionType::Choice,
                    i % 8 == 0,
                    Some(1 + i / 10),
                    1 + (i % 3) as i32,
                )
            })
            .collect();
        all.extend((40..50).map(|i| q(i, QuestionType::Judge, false, Some(5), 2)));
        all
    }

    fn rule(kind: QuestionType, count: i32) -> DrawRule {
        DrawRule {
            r#type: kind,
            multiple: None,
            category_id: None,
            difficulty: None,
            count,
            score: 2,
        }
    }

    /// 知识点 1 holds 2 and 3 below it.
    fn within(id: i64) -> HashSet<i64> {
        if id == 1 {
            [1, 2, 3].into()
        } else {
            [id].into()
        }
    }

    #[test]
    fn a_draw_respects_every_rule_and_never_repeats_a_question() {
        let rules = vec![
            DrawRule {
                multiple: Some(false),
                category_id: Some(1),
                difficulty: Some(2),
                ..rule(QuestionType::Choice, 5)
            },
            rule(QuestionType::Choice, 10),
            rule(QuestionType::Judge, 4),
        ];
        let bank = bank();
        let mut rng = StdRng::seed_from_u64(7);
        let paper = draw(&rules, &bank, within, &mut rng).unwrap();
        assert_eq!(paper.len(), 19);
        let ids: HashSet<i64> = paper.iter().map(|(e, _)| e.question_id).collect();
        assert_eq!(ids.len(), 19, "no question twice");
        for (_, c) in &paper[..5] {
            assert!(c.kind == QuestionType::Choice && !c.is_multiple && c.difficulty == 2);
            assert!(
                [1, 2, 3].contains(&c.category_id.unwrap()),
                "知识点 1 or below it"
            );
        }
        assert!(
            paper[15..]
                .iter()
                .all(|(e, c)| c.kind == QuestionType::Judge && e.score == 2)
        );
    }

    #[test]
    fn two_draws_differ_and_a_short_pool_is_refused() {
        let rules = vec![rule(QuestionType::Choice, 10)];
        let bank = bank();
        let a = draw(&rules, &bank, within, &mut StdRng::seed_from_u64(1)).unwrap();
        let b = draw(&rules, &bank, within, &mut StdRng::seed_from_u64(2)).unwrap();
        let ids = |p: &[(PaperEntry, Candidate)]| {
            p.iter().map(|(e, _)| e.question_id).collect::<Vec<_>>()
        };
        assert_ne!(ids(&a), ids(&b));
        let too_many = vec![rule(QuestionType::Judge, 8), rule(QuestionType::Judge, 3)];
        assert_eq!(
            draw(&too_many, &bank, within, &mut StdRng::seed_from_u64(1)).unwrap_err(),
            PoolShort {
                rule: 2,
                needed: 3,
                available: 2
            }
        );
        assert_eq!(pool_sizes(&too_many, &bank, within), vec![10, 2]);
    }

    #[test]
    fn a_paper_is_grouped_by_section_and_shuffled_within() {
        let bank = bank();
        let picked: Vec<(PaperEntry, Candidate)> = [45, 3, 8, 1, 41, 16, 2]
            .iter()
            .map(|id| {
                let c = bank[*id as usize].clone();
                (
                    PaperEntry {
                        question_id: c.id,
                        score: 1,
                        options: vec![],
                    },
                    c,
                )
            })
            .collect();
        let kept = arrange(
            picked.clone(),
            Shuffle::default(),
            &mut StdRng::seed_from_u64(3),
        );
        let order: Vec<i64> = kept.iter().map(|e| e.question_id).collect();
        assert_eq!(
            order,
            [3, 1, 2, 8, 16, 45, 41],
            "sections in order, the given order within"
        );
        let mut orders = HashSet::new();
        for seed in 0..20 {
            let shuffled = arrange(
                picked.clone(),
                Shuffle {
                    questions: true,
                    options: true,
                },
                &mut StdRng::seed_from_u64(seed),
            );
            let ids: Vec<i64> = shuffled.iter().map(|e| e.question_id).collect();
            let mut singles = ids[..3].to_vec();
            singles.sort_unstable();
            assert_eq!(singles, [1, 2, 3], "single choices stay in their section");
            assert!(shuffled[..5].iter().all(|e| e.options.len() == 4));
            assert!(shuffled[5..].iter().all(|e| e.options.is_empty()));
            orders.insert(ids);
        }
        assert!(orders.len() > 1, "the order changes between learners");
    }

    #[test]
    fn shown_labels_map_back_to_stored_ones() {
        let entry = PaperEntry {
            question_id: 1,
            score: 2,
            options: vec!["C".into(), "A".into(), "D".into(), "B".into()],
        };
        assert_eq!(entry.stored_label("A").as_deref(), Some("C"));
        assert_eq!(entry.stored_label("d").as_deref(), Some("B"));
        assert_eq!(entry.stored_label("E"), None);
        assert_eq!(entry.shown_label("A").as_deref(), Some("B"));
        let plain = PaperEntry {
            question_id: 1,
            score: 2,
            options: vec![],
        };
        assert_eq!(plain.stored_label("B").as_deref(), Some("B"));
    }

    #[test]
    fn options_and_answers_are_shown_in_the_learners_labels_and_stored_in_the_banks() {
        let entry = PaperEntry {
            question_id: 1,
            score: 2,
            options: vec!["C".into(), "A".into(), "B".into()],
        };
        let stored: Map<String, Value> = [("A", "甲"), ("B", "乙"), ("C", "丙")]
            .iter()
            .map(|(l, t)| (l.to_string(), Value::String(t.to_string())))
            .collect();
        let shown = entry.shown_options(&stored);
        let texts: Vec<(&str, &str)> = shown
            .iter()
            .map(|(l, t)| (l.as_str(), t.as_str().unwrap()))
            .collect();
        assert_eq!(texts, [("A", "丙"), ("B", "甲"), ("C", "乙")]);
        let picked = Answer::Choice {
            selected: vec!["A".into(), "C".into()],
        };
        let kept = entry.stored_answer(picked.clone()).unwrap();
        assert_eq!(
            kept,
            Answer::Choice {
                selected: vec!["C".into(), "B".into()]
            }
        );
        assert_eq!(entry.shown_answer(kept), picked);
        assert_eq!(
            entry.stored_answer(Answer::Choice {
                selected: vec!["D".into()]
            }),
            None
        );
        assert_eq!(entry.shown_labels(&["A".into(), "C".into()]), ["A", "B"]);
        let as_picked = Answer::Choice {
            selected: vec!["B".into(), "A".into()],
        };
        let plain = PaperEntry {
            question_id: 1,
            score: 2,
            options: vec![],
        };
        assert_eq!(
            plain.shown_answer(as_picked.clone()),
            as_picked,
            "unshuffled: as sent"
        );
    }

    #[test]
    fn rules_are_checked() {
        assert!(rule(QuestionType::Fill, 0).check().is_err());
        assert!(rule(QuestionType::Fill, 201).check().is_err());
        assert!(
            DrawRule {
                score: 0,
                ..rule(QuestionType::Fill, 1)
            }
            .check()
            .is_err()
        );
        assert!(
            DrawRule {
                difficulty: Some(4),
                ..rule(QuestionType::Fill, 1)
            }
            .check()
            .is_err()
        );
        assert!(rule(QuestionType::Fill, 200).check().is_ok());
        assert_eq!(rule(QuestionType::Fill, 3).total(), 6);
    }
}
