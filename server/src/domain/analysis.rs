//! Item analysis of an exam's graded attempts, as classical test theory computes it: each
//! question's facility (mean share of its points), its discrimination (the upper 27 % of the
//! attempts by total score against the lower 27 %) and its corrected point-biserial correlation
//! with the rest of the paper, how often each option was chosen; the paper's reliability
//! (Cronbach's α, which is KR-20 for right/wrong questions) over the questions every attempt had;
//! and flags where a question needs a look.

use std::collections::{BTreeMap, HashMap};

/// One attempt: the questions on its paper with the points scored and possible, by question id.
/// Kept small (an analysis holds up to 20 000 of them): what was chosen is counted in [`Choices`]
/// as the attempts are read.
#[derive(Clone, Debug, Default)]
pub struct Attempt {
    /// Sorted by question id, one each.
    items: Vec<ItemResponse>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ItemResponse {
    pub question_id: i64,
    pub score: f64,
    pub max: f64,
}

impl Attempt {
    pub fn new(mut items: Vec<ItemResponse>) -> Self {
        items.sort_by_key(|i| i.question_id);
        items.dedup_by_key(|i| i.question_id);
        Self { items }
    }
    pub fn items(&self) -> &[ItemResponse] {
        &self.items
    }
    pub fn get(&self, question_id: i64) -> Option<&ItemResponse> {
        self.items
            .binary_search_by_key(&question_id, |i| i.question_id)
            .ok()
            .map(|at| &self.items[at])
    }
    /// Keeps the questions `keep` accepts.
    pub fn retain(&mut self, keep: impl FnMut(&ItemResponse) -> bool) {
        self.items.retain(keep);
    }
    pub fn total(&self) -> f64 {
        self.items.iter().map(|i| i.score).sum()
    }
    fn possible(&self) -> f64 {
        self.items.iter().map(|i| i.max).sum()
    }
}

/// The options chosen on each question, counted as the attempts are read.
#[derive(Clone, Debug, Default)]
pub struct Choices {
    by_question: HashMap<i64, Chosen>,
}

#[derive(Clone, Debug, Default)]
struct Chosen {
    /// Attempts that selected at least one option.
    answered: usize,
    /// Times each label was selected (trimmed, upper case).
    labels: BTreeMap<String, usize>,
}

impl Choices {
    /// One attempt's selection on question `question_id` (a question on its paper, once per
    /// attempt); nothing selected counts as unanswered.
    pub fn record(&mut self, question_id: i64, selected: &[String]) {
        if selected.is_empty() {
            return;
        }
        let chosen = self.by_question.entry(question_id).or_default();
        chosen.answered += 1;
        for label in selected {
            let label = label.trim();
            // Labels are stored upper case: the count is found without a new string.
            if let Some(count) = chosen.labels.get_mut(label) {
                *count += 1;
            } else {
                *chosen.labels.entry(label.to_uppercase()).or_default() += 1;
            }
        }
    }
}

/// Where a question needs a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Flag {
    /// Facility below 0.2: few got it.
    TooHard,
    /// Facility above 0.9: nearly all got it.
    TooEasy,
    /// Discrimination below 0.2: the strong and the weak did alike.
    LowDiscrimination,
    /// Negative discrimination: the weak did better (the key may be wrong).
    NegativeDiscrimination,
}

/// One question's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemStats {
    pub question_id: i64,
    /// Attempts that had it.
    pub n: usize,
    pub facility: Option<f64>,
    pub discrimination: Option<f64>,
    pub point_biserial: Option<f64>,
    /// Times each label was chosen (choices only).
    pub options: BTreeMap<String, usize>,
    /// Attempts that chose nothing (choices only).
    pub unanswered: usize,
    pub flags: Vec<Flag>,
}

/// The paper's figures, in shares of each attempt's possible points where papers differ.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub attempts: usize,
    pub mean: f64,
    pub median: f64,
    pub sd: f64,
    pub min: f64,
    pub max: f64,
    /// Share of attempts at or above the pass mark.
    pub pass_rate: f64,
    /// Attempts per tenth of the possible points (0–10 %, …, 90–100 %).
    pub histogram: [usize; 10],
    /// Cronbach's α over the questions every attempt had (None below 2 such questions or 2
    /// attempts, or without variance).
    pub alpha: Option<f64>,
    /// The questions α is computed over.
    pub alpha_items: usize,
}

/// The share of attempts in each of the upper and lower groups.
pub const GROUP_SHARE: f64 = 0.27;
/// Flags wait for this many attempts (fewer say nothing reliable).
pub const FLAG_MIN_ATTEMPTS: usize = 5;

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

/// Population variance.
fn variance(xs: &[f64]) -> f64 {
    let m = mean(xs);
    xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / xs.len() as f64
}

/// Pearson's r; None without variance on either side or below 3 pairs.
fn correlation(xs: &[f64], ys: &[f64]) -> Option<f64> {
    if xs.len() < 3 {
        return None;
    }
    let (mx, my) = (mean(xs), mean(ys));
    let cov: f64 = xs.iter().zip(ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let vx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let vy: f64 = ys.iter().map(|y| (y - my).powi(2)).sum();
    (vx > 0.0 && vy > 0.0).then(|| cov / (vx * vy).sqrt())
}

/// The figures of `attempts` (graded) against the pass mark `pass` (points); `choices` holds what
/// they selected, counted for the questions `is_choice` names.
pub fn analyse(
    attempts: &[Attempt],
    choices: &Choices,
    is_choice: impl Fn(i64) -> bool,
    pass: f64,
) -> (Summary, Vec<ItemStats>) {
    let n = attempts.len();
    let shares: Vec<f64> = attempts
        .iter()
        .map(|a| {
            let possible = a.possible();
            if possible > 0.0 {
                a.total() / possible
            } else {
                0.0
            }
        })
        .collect();
    let totals: Vec<f64> = attempts.iter().map(Attempt::total).collect();
    let mut sorted = totals.clone();
    sorted.sort_by(f64::total_cmp);
    let mut histogram = [0; 10];
    for s in &shares {
        histogram[((s * 10.0).floor() as usize).min(9)] += 1;
    }
    let median = match n {
        0 => 0.0,
        _ if n % 2 == 1 => sorted[n / 2],
        _ => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    };
    let (alpha, alpha_items) = alpha(attempts);
    let summary = Summary {
        attempts: n,
        mean: if n > 0 { mean(&totals) } else { 0.0 },
        median,
        sd: if n > 0 { variance(&totals).sqrt() } else { 0.0 },
        min: sorted.first().copied().unwrap_or(0.0),
        max: sorted.last().copied().unwrap_or(0.0),
        pass_rate: if n > 0 {
            totals.iter().filter(|&&t| t >= pass).count() as f64 / n as f64
        } else {
            0.0
        },
        histogram,
        alpha,
        alpha_items,
    };

    // The upper and lower groups by share of the possible points (ties keep the attempts' order).
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| shares[b].total_cmp(&shares[a]));
    let group = (n as f64 * GROUP_SHARE).ceil() as usize;
    let (upper, lower) = if n >= 2 && group * 2 <= n {
        (&order[..group], &order[n - group..])
    } else {
        (&order[..0], &order[..0])
    };

    let mut ids: Vec<i64> = attempts
        .iter()
        .flat_map(|a| a.items.iter().map(|i| i.question_id))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let nothing = Chosen::default();
    let items = ids
        .into_iter()
        .map(|id| {
            let chosen = is_choice(id).then(|| choices.by_question.get(&id).unwrap_or(&nothing));
            item(id, attempts, &totals, upper, lower, chosen)
        })
        .collect();
    (summary, items)
}

/// The figures of question `id`; `totals` are the attempts' totals (summed once, not per question);
/// `chosen` what was selected, for a choice question.
fn item(
    id: i64,
    attempts: &[Attempt],
    totals: &[f64],
    upper: &[usize],
    lower: &[usize],
    chosen: Option<&Chosen>,
) -> ItemStats {
    let had: Vec<(usize, &ItemResponse)> = attempts
        .iter()
        .enumerate()
        .filter_map(|(i, a)| a.get(id).map(|r| (i, r)))
        .collect();
    let ratio = |r: &ItemResponse| if r.max > 0.0 { r.score / r.max } else { 0.0 };
    let ratios: Vec<f64> = had.iter().map(|(_, r)| ratio(r)).collect();
    let facility = (!ratios.is_empty()).then(|| mean(&ratios));
    let group_mean = |group: &[usize]| {
        let xs: Vec<f64> = group
            .iter()
            .filter_map(|i| attempts[*i].get(id).map(ratio))
            .collect();
        (!xs.is_empty()).then(|| mean(&xs))
    };
    let discrimination = match (group_mean(upper), group_mean(lower)) {
        (Some(u), Some(l)) => Some(u - l),
        _ => None,
    };
    let rest: Vec<f64> = had.iter().map(|(i, r)| totals[*i] - r.score).collect();
    let point_biserial = correlation(&ratios, &rest);
    let mut flags = Vec::new();
    if had.len() >= FLAG_MIN_ATTEMPTS {
        match facility {
            Some(f) if f < 0.2 => flags.push(Flag::TooHard),
            Some(f) if f > 0.9 => flags.push(Flag::TooEasy),
            _ => {}
        }
        match discrimination {
            Some(d) if d < 0.0 => flags.push(Flag::NegativeDiscrimination),
            Some(d) if d < 0.2 => flags.push(Flag::LowDiscrimination),
            _ => {}
        }
    }
    ItemStats {
        question_id: id,
        n: had.len(),
        facility,
        discrimination,
        point_biserial,
        options: chosen.map(|c| c.labels.clone()).unwrap_or_default(),
        unanswered: chosen.map_or(0, |c| had.len() - c.answered.min(had.len())),
        flags,
    }
}

/// The points an attempt scored on a question it had.
fn score(attempt: &Attempt, question_id: i64) -> f64 {
    attempt.get(question_id).map_or(0.0, |i| i.score)
}

/// Cronbach's α over the questions every attempt had: k/(k−1) · (1 − Σ var(item) / var(sum)).
fn alpha(attempts: &[Attempt]) -> (Option<f64>, usize) {
    let Some(first) = attempts.first() else {
        return (None, 0);
    };
    let common: Vec<i64> = first
        .items
        .iter()
        .map(|i| i.question_id)
        .filter(|&id| attempts.iter().all(|a| a.get(id).is_some()))
        .collect();
    let k = common.len();
    if k < 2 || attempts.len() < 2 {
        return (None, k);
    }
    let item_var: f64 = common
        .iter()
        .map(|id| {
            let xs: Vec<f64> = attempts.iter().map(|a| score(a, *id)).collect();
            variance(&xs)
        })
        .sum();
    let sums: Vec<f64> = attempts
        .iter()
        .map(|a| common.iter().map(|id| score(a, *id)).sum())
        .collect();
    let total_var = variance(&sums);
    if total_var <= 0.0 {
        return (None, k);
    }
    let k = k as f64;
    (
        Some(k / (k - 1.0) * (1.0 - item_var / total_var)),
        common.len(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Right/wrong answers to questions 1, 2… worth one point each.
    fn attempt(scores: &[f64]) -> Attempt {
        Attempt::new(
            scores
                .iter()
                .enumerate()
                .map(|(i, &s)| ItemResponse {
                    question_id: i as i64 + 1,
                    score: s,
                    max: 1.0,
                })
                .collect(),
        )
    }

    /// The analysis of choice questions where a right answer chose A and a wrong one B.
    fn analysed(attempts: &[Attempt], pass: f64) -> (Summary, Vec<ItemStats>) {
        let mut choices = Choices::default();
        for a in attempts {
            for i in a.items() {
                let label = if i.score > 0.0 { "A" } else { "B" };
                choices.record(i.question_id, &[label.to_string()]);
            }
        }
        analyse(attempts, &choices, |_| true, pass)
    }

    fn close(a: Option<f64>, b: f64) -> bool {
        a.is_some_and(|a| (a - b).abs() < 1e-9)
    }

    #[test]
    fn two_questions_that_agree_perfectly() {
        // Totals 2, 2, 0, 0: var(sum) = 1, each question's var = 0.25: α = 2 · (1 − 0.5 / 1) = 1.
        let attempts = [
            attempt(&[1.0, 1.0]),
            attempt(&[1.0, 1.0]),
            attempt(&[0.0, 0.0]),
            attempt(&[0.0, 0.0]),
        ];
        let (summary, items) = analysed(&attempts, 1.0);
        assert!(close(summary.alpha, 1.0));
        assert_eq!(summary.alpha_items, 2);
        assert!(close(Some(summary.mean), 1.0));
        assert!(close(Some(summary.pass_rate), 0.5));
        assert_eq!(summary.histogram, [2, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
        // ⌈4 · 27 %⌉ = 2 in each group: the upper got it, the lower did not.
        assert!(close(items[0].discrimination, 1.0));
        assert!(close(items[0].facility, 0.5));
        // Against the rest (the other question): r = 1.
        assert!(close(items[0].point_biserial, 1.0));
        assert_eq!(
            items[0].options,
            BTreeMap::from([("A".into(), 2), ("B".into(), 2)])
        );
    }

    #[test]
    fn two_questions_that_disagree() {
        // (1,1), (1,0), (0,1), (0,0): totals 2, 1, 1, 0 (var 0.5); item variances 0.25 + 0.25:
        // α = 2 · (1 − 0.5 / 0.5) = 0. Upper {1st, 2nd}, lower {3rd, 4th}: D = 1 for the first
        // question, 0 for the second; each against the other: r = 0.
        let attempts = [
            attempt(&[1.0, 1.0]),
            attempt(&[1.0, 0.0]),
            attempt(&[0.0, 1.0]),
            attempt(&[0.0, 0.0]),
        ];
        let (summary, items) = analysed(&attempts, 2.0);
        assert!(close(summary.alpha, 0.0));
        assert!(close(Some(summary.median), 1.0));
        assert!(close(Some(summary.sd), 0.5_f64.sqrt()));
        assert!(close(Some(summary.pass_rate), 0.25));
        assert!(close(items[0].discrimination, 1.0));
        assert!(close(items[1].discrimination, 0.0));
        assert!(close(items[0].point_biserial, 0.0));
    }

    #[test]
    fn a_question_the_weak_get_and_the_strong_miss_is_flagged() {
        // Question 3 is right only in the three weakest attempts; question 1 by everyone.
        let attempts = [
            attempt(&[1.0, 1.0, 0.0]),
            attempt(&[1.0, 1.0, 0.0]),
            attempt(&[1.0, 1.0, 0.0]),
            attempt(&[1.0, 0.0, 1.0]),
            attempt(&[1.0, 0.0, 1.0]),
            attempt(&[1.0, 0.0, 1.0]),
        ];
        let (_, items) = analysed(&attempts, 2.0);
        assert_eq!(items[0].flags, [Flag::TooEasy, Flag::LowDiscrimination]);
        assert_eq!(items[2].flags, [Flag::NegativeDiscrimination]);
        assert!(close(items[2].discrimination, -1.0));
        assert!(items[1].flags.is_empty());
    }

    #[test]
    fn options_are_counted_by_label_and_a_blank_selection_is_unanswered() {
        let attempts = [
            attempt(&[1.0, 1.0]),
            attempt(&[0.0, 1.0]),
            attempt(&[0.0, 0.0]),
        ];
        let mut choices = Choices::default();
        choices.record(1, &["A".into()]);
        choices.record(1, &[" b ".into(), "c".into()]);
        choices.record(1, &[]);
        // Question 2 is not a choice: what was sent for it counts nowhere.
        choices.record(2, &["A".into()]);
        let (_, items) = analyse(&attempts, &choices, |id| id == 1, 1.0);
        assert_eq!(
            items[0].options,
            BTreeMap::from([("A".into(), 1), ("B".into(), 1), ("C".into(), 1)])
        );
        assert_eq!(items[0].unanswered, 1);
        assert!(items[1].options.is_empty());
        assert_eq!(items[1].unanswered, 0);
    }

    #[test]
    fn drawn_papers_leave_alpha_to_the_questions_all_had_and_nothing_breaks_empty() {
        let mut a = attempt(&[1.0, 0.0]);
        a.retain(|i| i.question_id != 2);
        let b = attempt(&[0.0, 1.0]);
        let (summary, items) = analysed(&[a, b], 1.0);
        assert_eq!((summary.alpha, summary.alpha_items), (None, 1));
        assert_eq!(items[1].n, 1);
        let (empty, none) = analysed(&[], 1.0);
        assert_eq!((empty.attempts, empty.alpha), (0, None));
        assert!(none.is_empty());
    }
}
