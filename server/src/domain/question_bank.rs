//! The question bank's own rules: difficulty, tags, categories (知识点) as a tree, and the two
//! import formats read into question drafts — the .xlsx template (one question per row) and the
//! common Chinese paper layout of a .docx (numbered stems, 「A.」 options, 「答案：」 and 「解析：」
//! lines, sections such as 「一、单选题」). The readers of the files hand over cells and
//! paragraph texts; everything here is pure.

use std::collections::HashMap;

use serde_json::{Value, json};

use crate::domain::exam::QuestionType;
use crate::refusals::{self, Message, Refusal};

/// 1 易, 2 中, 3 难; a question without one is 中.
pub const DIFFICULTIES: [(i32, &str); 3] = [(1, "易"), (2, "中"), (3, "难")];
pub const DEFAULT_DIFFICULTY: i32 = 2;
pub const TAG_MAX_CHARS: usize = 20;
pub const TAGS_MAX: usize = 10;
pub const CATEGORY_NAME_MAX: usize = 64;
/// Categories nest at most this deep (a path of five names).
pub const CATEGORY_DEPTH_MAX: usize = 5;
/// The most questions one file may bring.
pub const IMPORT_MAX: usize = 5_000;
/// Separates the names of a category path in the template's 知识点 column.
pub const PATH_SEPARATOR: char = '/';

/// The template's columns, in order (the export writes them, the import finds them by name).
pub const COLUMNS: [&str; 14] = [
    "题型",
    "题干",
    "选项A",
    "选项B",
    "选项C",
    "选项D",
    "选项E",
    "选项F",
    "正确答案",
    "分值",
    "解析",
    "知识点",
    "难度",
    "标签",
];

/// The name of a difficulty (中 for an unknown number).
pub fn difficulty_name(level: i32) -> &'static str {
    DIFFICULTIES
        .iter()
        .find(|(l, _)| *l == level)
        .map_or("中", |(_, n)| n)
}

/// Reads a difficulty: 易 / 中 / 难 (also 简单, 中等, 困难, 较难, 1–3, easy, medium, hard).
pub fn parse_difficulty(text: &str) -> Option<i32> {
    match text.trim().to_lowercase().as_str() {
        "易" | "简单" | "容易" | "1" | "easy" => Some(1),
        "中" | "中等" | "一般" | "适中" | "2" | "medium" => Some(2),
        "难" | "困难" | "较难" | "3" | "hard" => Some(3),
        _ => None,
    }
}

/// A question's tags: trimmed, empty ones dropped, duplicates once, in the order given; each
/// at most 20 characters and at most 10.
pub fn tags(raw: &[String]) -> Result<Vec<String>, Message> {
    let mut out: Vec<String> = Vec::new();
    for tag in raw.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        if tag.chars().count() > TAG_MAX_CHARS {
            return Err(refusals::QUESTION_TAG_TOO_LONG.with("max", TAG_MAX_CHARS));
        }
        if tag.chars().any(char::is_control) {
            return Err(refusals::TEXT_CONTROL_CHARACTER.into());
        }
        if !out.iter().any(|t| t == tag) {
            out.push(tag.to_string());
        }
    }
    if out.len() > TAGS_MAX {
        return Err(refusals::QUESTION_TAGS_TOO_MANY.with("max", TAGS_MAX));
    }
    Ok(out)
}

/// Splits a tag list as people type it (「，」, 「,」, 「、」, 「;」 or spaces between).
pub fn split_tags(text: &str) -> Vec<String> {
    text.split([',', '，', '、', ';', '；', ' ', '\u{3000}'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A category's name: 1–64 characters, without 「/」 (it separates the names of a path).
pub fn category_name(text: &str) -> Result<String, Refusal> {
    let name = text.trim();
    if name.is_empty() {
        Err(refusals::CATEGORY_NAME_REQUIRED)
    } else if name.chars().count() > CATEGORY_NAME_MAX {
        Err(refusals::CATEGORY_NAME_TOO_LONG)
    } else if name.contains([PATH_SEPARATOR, '／']) || name.chars().any(char::is_control) {
        Err(refusals::CATEGORY_NAME_INVALID)
    } else {
        Ok(name.to_string())
    }
}

/// The categories as a tree: each one's parent.
pub struct Tree {
    parent: HashMap<i64, Option<i64>>,
    name: HashMap<i64, String>,
}

impl Tree {
    /// From (id, parent, name) of every category.
    pub fn new(all: impl IntoIterator<Item = (i64, Option<i64>, String)>) -> Self {
        let mut parent = HashMap::new();
        let mut name = HashMap::new();
        for (id, p, n) in all {
            parent.insert(id, p);
            name.insert(id, n);
        }
        Self { parent, name }
    }

    pub fn contains(&self, id: i64) -> bool {
        self.parent.contains_key(&id)
    }

    /// The category and every one under it.
    pub fn subtree(&self, root: i64) -> Vec<i64> {
        let mut out = vec![root];
        let mut i = 0;
        while i < out.len() {
            let at = out[i];
            let mut children: Vec<i64> = self
                .parent
                .iter()
                .filter(|(_, p)| **p == Some(at))
                .map(|(id, _)| *id)
                .collect();
            children.sort_unstable();
            out.extend(children);
            i += 1;
        }
        out
    }

    /// The ids from the top down to `id` (empty for an unknown one).
    pub fn ancestry(&self, id: i64) -> Vec<i64> {
        let mut out = Vec::new();
        let mut at = Some(id);
        while let Some(c) = at.filter(|c| self.contains(*c) && !out.contains(c)) {
            out.push(c);
            at = self.parent[&c];
        }
        out.reverse();
        out
    }

    /// 「电工基础/安全用电」: the names from the top down.
    pub fn path(&self, id: i64) -> String {
        self.ancestry(id)
            .iter()
            .map(|c| self.name[c].as_str())
            .collect::<Vec<_>>()
            .join("/")
    }

    /// How many levels the category and those under it take (1 for a leaf).
    pub fn height(&self, id: i64) -> usize {
        self.subtree(id)
            .into_iter()
            .map(|c| {
                self.ancestry(c)
                    .iter()
                    .position(|a| *a == id)
                    .map_or(1, |p| self.ancestry(c).len() - p)
            })
            .max()
            .unwrap_or(1)
    }

    /// Would putting `id` under `parent` make a circle (or nest deeper than allowed)?
    pub fn check_move(&self, id: i64, parent: Option<i64>) -> Result<(), Refusal> {
        let Some(parent) = parent else {
            return Ok(());
        };
        if self.subtree(id).contains(&parent) {
            return Err(refusals::CATEGORY_PARENT_CIRCULAR);
        }
        if self.ancestry(parent).len() + self.height(id) > CATEGORY_DEPTH_MAX {
            return Err(refusals::CATEGORY_TOO_DEEP);
        }
        Ok(())
    }

    /// The category of a path of names (「电工基础/安全用电」), if every name exists.
    pub fn find(&self, path: &[String]) -> Option<i64> {
        let mut at: Option<i64> = None;
        for name in path {
            let mut found: Vec<i64> = self
                .parent
                .iter()
                .filter(|(id, p)| **p == at && self.name[*id] == *name)
                .map(|(id, _)| *id)
                .collect();
            found.sort_unstable();
            at = Some(*found.first()?);
        }
        at
    }

    /// Does a category of this name sit directly under `parent` (other than `except`)?
    pub fn name_taken(&self, parent: Option<i64>, name: &str, except: Option<i64>) -> bool {
        self.parent
            .iter()
            .any(|(id, p)| *p == parent && Some(*id) != except && self.name[id] == name)
    }
}

/// Reads a 知识点 path: names separated by 「/」, each checked; at most five levels.
pub fn parse_path(text: &str) -> Result<Vec<String>, Refusal> {
    let names: Vec<&str> = text
        .split([PATH_SEPARATOR, '／'])
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .collect();
    if names.len() > CATEGORY_DEPTH_MAX {
        return Err(refusals::CATEGORY_TOO_DEEP);
    }
    names.into_iter().map(category_name).collect()
}

/// One question read from an import file, before the bank's rules check it.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Draft {
    /// The sheet row (1 is the header) or the paragraph number where the question starts.
    pub at: usize,
    pub kind: Option<QuestionType>,
    pub is_multiple: bool,
    pub content: String,
    /// (label, text) in order.
    pub options: Vec<(String, String)>,
    /// In the shape the question editor sends (`QuestionBody.answer`).
    pub answer: Value,
    pub score: Option<i32>,
    pub explanation: Option<String>,
    /// The 知识点 path, names from the top.
    pub category: Vec<String>,
    pub difficulty: Option<i32>,
    pub tags: Vec<String>,
    /// What the reading found wrong (field, message); the bank's rules add theirs later.
    pub errors: Vec<(&'static str, Message)>,
}

/// A type name of the template or a paper: 单选题, 多选题, 判断题, 填空题, 简答题 (also without
/// 题, 单项选择题, 问答题, 选择题, the API's names); `Some(multiple)` for a choice that says which.
fn parse_kind(name: &str) -> Option<(QuestionType, Option<bool>)> {
    let n = name.trim().trim_end_matches('题').to_uppercase();
    Some(match n.as_str() {
        "单选" | "单项选择" | "单选择" => (QuestionType::Choice, Some(false)),
        "多选" | "多项选择" | "多选择" | "不定项选择" | "不定项" => {
            (QuestionType::Choice, Some(true))
        }
        "选择" | "CHOICE" => (QuestionType::Choice, None),
        "判断" | "是非" | "JUDGE" => (QuestionType::Judge, None),
        "填空" | "FILL" => (QuestionType::Fill, None),
        "简答" | "问答" | "论述" | "主观" | "SHORT" => (QuestionType::Short, None),
        _ => return None,
    })
}

/// 对 / 错 as people write them.
fn parse_judgement(text: &str) -> Option<bool> {
    match text.trim().to_lowercase().as_str() {
        "对" | "正确" | "是" | "√" | "✓" | "✔" | "t" | "true" | "y" | "yes" => Some(true),
        "错" | "错误" | "否" | "×" | "✗" | "✘" | "x" | "f" | "false" | "n" | "no" => {
            Some(false)
        }
        _ => None,
    }
}

/// The option labels of a choice answer (「AB」, 「A,C」, 「A、B」), upper case; None when it
/// holds anything but letters and separators.
fn parse_letters(text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            out.push(c.to_ascii_uppercase().to_string());
        } else if !matches!(
            c,
            ',' | '，' | '、' | ';' | '；' | ' ' | '\u{3000}' | '.' | '/'
        ) {
            return None;
        }
    }
    Some(out)
}

impl Draft {
    /// Settles the type (a choice's single or multiple from the answer where the name leaves
    /// it open) and the answer from its text.
    fn settle(&mut self, kind: Option<(QuestionType, Option<bool>)>, answer: &str) {
        let answer = answer.trim();
        let Some((kind, multiple)) = kind else {
            return;
        };
        self.kind = Some(kind);
        self.answer = match kind {
            QuestionType::Choice => match parse_letters(answer) {
                Some(letters) => {
                    self.is_multiple = multiple.unwrap_or(letters.len() > 1);
                    json!(letters)
                }
                None => {
                    self.errors
                        .push(("answer", refusals::QUESTION_ANSWER_NOT_AN_OPTION.into()));
                    json!([])
                }
            },
            QuestionType::Judge if answer.is_empty() => Value::Null,
            QuestionType::Judge => match parse_judgement(answer) {
                Some(v) => json!(v),
                None => {
                    self.errors
                        .push(("answer", refusals::QUESTION_IMPORT_JUDGEMENT.into()));
                    Value::Null
                }
            },
            QuestionType::Fill => json!(
                answer
                    .split(['|', '｜', ';', '；'])
                    .map(str::trim)
                    .filter(|a| !a.is_empty())
                    .collect::<Vec<_>>()
            ),
            QuestionType::Short => json!(answer),
        };
    }

    fn set_score(&mut self, text: &str) {
        let text = text.trim().trim_end_matches('分');
        if text.is_empty() {
            return;
        }
        match text.parse::<f64>() {
            Ok(v) if v.fract() == 0.0 && (1.0..=100.0).contains(&v) => self.score = Some(v as i32),
            _ => self
                .errors
                .push(("score", refusals::QUESTION_SCORE_RANGE.into())),
        }
    }

    fn set_difficulty(&mut self, text: &str) {
        if text.trim().is_empty() {
            return;
        }
        match parse_difficulty(text) {
            Some(d) => self.difficulty = Some(d),
            None => self
                .errors
                .push(("difficulty", refusals::QUESTION_DIFFICULTY_INVALID.into())),
        }
    }

    fn set_category(&mut self, text: &str) {
        match parse_path(text) {
            Ok(path) => self.category = path,
            Err(r) => self.errors.push(("category", r.into())),
        }
    }
}

/// The column of each template heading in a header row (by name, in any order; 「选项 A」 and
/// 「答案」 are understood too). None when 题型 or 题干 is missing.
pub fn header_columns(header: &[String]) -> Option<HashMap<&'static str, usize>> {
    let mut found = HashMap::new();
    for (i, cell) in header.iter().enumerate() {
        let name: String = cell
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '*')
            .collect();
        let name = match name.as_str() {
            "答案" | "参考答案" => "正确答案",
            "题目" | "题目内容" => "题干",
            "类型" | "题目类型" => "题型",
            "分数" => "分值",
            "答案解析" => "解析",
            "分类" | "知识点分类" => "知识点",
            other => other,
        };
        if let Some(col) = COLUMNS.iter().find(|c| **c == name) {
            found.entry(*col).or_insert(i);
        }
    }
    (found.contains_key("题型") && found.contains_key("题干")).then_some(found)
}

/// One row of the template (row number `at`, 1-based like the sheet) as a draft; None for an
/// empty row.
pub fn read_row(
    columns: &HashMap<&'static str, usize>,
    cells: &[String],
    at: usize,
) -> Option<Draft> {
    let cell = |name: &str| -> &str {
        columns
            .get(name)
            .and_then(|i| cells.get(*i))
            .map_or("", |s| s.trim())
    };
    if COLUMNS.iter().all(|c| cell(c).is_empty()) {
        return None;
    }
    let mut d = Draft {
        at,
        content: cell("题干").to_string(),
        ..Draft::default()
    };
    for label in ["A", "B", "C", "D", "E", "F"] {
        let text = cell(&format!("选项{label}"));
        if !text.is_empty() {
            d.options.push((label.to_string(), text.to_string()));
        }
    }
    let kind = parse_kind(cell("题型"));
    if kind.is_none() {
        d.errors
            .push(("type", refusals::QUESTION_IMPORT_TYPE_UNKNOWN.into()));
    }
    d.settle(kind, cell("正确答案"));
    d.set_score(cell("分值"));
    d.explanation = Some(cell("解析").to_string()).filter(|e| !e.is_empty());
    d.set_category(cell("知识点"));
    d.set_difficulty(cell("难度"));
    d.tags = split_tags(cell("标签"));
    Some(d)
}

/// What a line of a paper is.
#[derive(Debug, PartialEq)]
enum Line<'a> {
    /// 「一、单选题（每题2分）」: the type and the score of the section's questions.
    Section(Option<(QuestionType, Option<bool>)>, Option<i32>),
    /// 「1. 题干」 (or a paragraph Word numbers itself).
    Stem(&'a str),
    /// 「A. 选项」, several on one line too.
    Options(Vec<(String, String)>),
    /// 「答案：…」, 「解析：…」, 「分值：…」, 「知识点：…」, 「难度：…」, 「标签：…」.
    Field(&'static str, &'a str),
    Text(&'a str),
}

const NUMERALS: &str = "一二三四五六七八九十";
const NUMBER_ENDS: [char; 6] = ['.', '．', '、', ')', '）', ' '];

/// The rest of a line after a leading 「1.」「12、」「(3)」 number, if it has one.
fn after_number(line: &str) -> Option<&str> {
    let body = line.trim_start_matches(['(', '（']);
    let digits = body.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let rest = &body[digits..];
    let end = rest.chars().next()?;
    NUMBER_ENDS
        .contains(&end)
        .then(|| rest[end.len_utf8()..].trim())
}

/// The options of a line such as 「A. 电压  B. 电流」, or None when it does not start with one.
fn options_of(line: &str) -> Option<Vec<(String, String)>> {
    let starts = |s: &str| -> Option<(char, usize)> {
        let mut chars = s.chars();
        let label = chars.next().filter(|c| c.is_ascii_alphabetic())?;
        let end = chars.next().filter(|c| NUMBER_ENDS[..5].contains(c))?;
        Some((
            label.to_ascii_uppercase(),
            label.len_utf8() + end.len_utf8(),
        ))
    };
    let (first, skip) = starts(line)?;
    let mut out = Vec::new();
    let mut label = first;
    let mut rest = &line[skip..];
    // Another option starts after white space with the next letter.
    loop {
        let next = (label as u8 + 1) as char;
        let split = rest.char_indices().find(|(i, c)| {
            c.is_whitespace()
                && starts(rest[i + c.len_utf8()..].trim_start()).is_some_and(|(l, _)| l == next)
        });
        match split {
            Some((i, _)) => {
                out.push((label.to_string(), rest[..i].trim().to_string()));
                let tail = rest[i..].trim_start();
                let (_, skip) = starts(tail)?;
                rest = &tail[skip..];
                label = next;
            }
            None => {
                out.push((label.to_string(), rest.trim().to_string()));
                return Some(out);
            }
        }
    }
}

fn classify(text: &str, numbered: bool) -> Line<'_> {
    let line = text.trim();
    let mut chars = line.chars();
    if let (Some(first), Some(second)) = (chars.next(), chars.next())
        && NUMERALS.contains(first)
        && matches!(second, '、' | '.' | '．')
    {
        let title = &line[first.len_utf8() + second.len_utf8()..];
        let kind = [
            "单项选择",
            "多项选择",
            "不定项",
            "单选",
            "多选",
            "判断",
            "填空",
            "简答",
            "问答",
            "选择",
        ]
        .iter()
        .find(|k| title.contains(*k))
        .and_then(|k| parse_kind(k));
        let score = title
            .find("每题")
            .or_else(|| title.find("每小题"))
            .map(|i| &title[i..])
            .and_then(|t| {
                let digits: String = t
                    .chars()
                    .skip_while(|c| !c.is_ascii_digit())
                    .take_while(char::is_ascii_digit)
                    .collect();
                digits.parse().ok()
            });
        return Line::Section(kind, score);
    }
    for (names, field) in [
        (&["答案", "正确答案", "参考答案", "【答案】"][..], "answer"),
        (&["解析", "答案解析", "【解析】"][..], "explanation"),
        (&["分值", "分数"][..], "score"),
        (&["知识点"][..], "category"),
        (&["难度"][..], "difficulty"),
        (&["标签"][..], "tags"),
        (&["题型"][..], "type"),
    ] {
        for name in names {
            if let Some(rest) = line.strip_prefix(name) {
                let rest = rest.trim_start();
                if let Some(value) = rest
                    .strip_prefix('：')
                    .or_else(|| rest.strip_prefix(':'))
                    .or_else(|| name.starts_with('【').then_some(rest))
                {
                    return Line::Field(field, value.trim());
                }
            }
        }
    }
    if let Some(options) = options_of(line) {
        return Line::Options(options);
    }
    if let Some(rest) = after_number(line) {
        return Line::Stem(rest);
    }
    if numbered {
        return Line::Stem(line);
    }
    Line::Text(line)
}

/// The type of a paper's question its section does not give: options make a choice, 对 / 错 a
/// judgement, a blank (「____」 or 「（ ）」) in the stem a fill-in, anything else a short answer.
fn guess_kind(d: &Draft, answer: &str) -> (QuestionType, Option<bool>) {
    if !d.options.is_empty() {
        (QuestionType::Choice, None)
    } else if parse_judgement(answer).is_some() {
        (QuestionType::Judge, None)
    } else if d.content.contains("__")
        || d.content.contains("（ ）")
        || d.content.contains("（）")
        || d.content.contains("( )")
        || d.content.contains("()")
    {
        (QuestionType::Fill, None)
    } else {
        (QuestionType::Short, None)
    }
}

/// The questions of a paper from its paragraphs (text, numbered by Word), numbered from 1.
pub fn read_paper<'a>(paragraphs: impl IntoIterator<Item = (&'a str, bool)>) -> Vec<Draft> {
    struct Open {
        draft: Draft,
        kind: Option<(QuestionType, Option<bool>)>,
        answer: String,
        /// Where text without a label goes: the stem, the answer or the explanation.
        last: &'static str,
    }
    fn close(open: Option<Open>, out: &mut Vec<Draft>) {
        let Some(mut o) = open else {
            return;
        };
        let kind = o.kind.or_else(|| Some(guess_kind(&o.draft, &o.answer)));
        o.draft.settle(kind, &o.answer.clone());
        out.push(o.draft);
    }
    let mut out = Vec::new();
    let mut section: (Option<(QuestionType, Option<bool>)>, Option<i32>) = (None, None);
    let mut open: Option<Open> = None;
    for (i, (text, numbered)) in paragraphs.into_iter().enumerate() {
        if text.trim().is_empty() {
            continue;
        }
        match classify(text, numbered) {
            Line::Section(kind, score) => {
                close(open.take(), &mut out);
                section = (kind, score);
            }
            Line::Stem(stem) => {
                close(open.take(), &mut out);
                open = Some(Open {
                    draft: Draft {
                        at: i + 1,
                        content: stem.to_string(),
                        score: section.1.filter(|s| (1..=100).contains(s)),
                        ..Draft::default()
                    },
                    kind: section.0,
                    answer: String::new(),
                    last: "content",
                });
            }
            line => {
                let Some(o) = open.as_mut() else {
                    continue;
                };
                match line {
                    Line::Options(options) => {
                        o.draft.options.extend(options);
                        o.last = "options";
                    }
                    Line::Field("answer", v) => {
                        o.answer = v.to_string();
                        o.last = "answer";
                    }
                    Line::Field("explanation", v) => {
                        o.draft.explanation = Some(v.to_string()).filter(|e| !e.is_empty());
                        o.last = "explanation";
                    }
                    Line::Field("score", v) => o.draft.set_score(v),
                    Line::Field("category", v) => o.draft.set_category(v),
                    Line::Field("difficulty", v) => o.draft.set_difficulty(v),
                    Line::Field("tags", v) => o.draft.tags = split_tags(v),
                    Line::Field(_, v) => match parse_kind(v) {
                        Some(kind) => o.kind = Some(kind),
                        None => o
                            .draft
                            .errors
                            .push(("type", refusals::QUESTION_IMPORT_TYPE_UNKNOWN.into())),
                    },
                    Line::Text(t) => {
                        let into = match o.last {
                            "content" => Some(&mut o.draft.content),
                            "answer" => Some(&mut o.answer),
                            "explanation" => o.draft.explanation.as_mut(),
                            _ => None,
                        };
                        if let Some(s) = into {
                            s.push('\n');
                            s.push_str(t);
                        }
                    }
                    Line::Section(..) | Line::Stem(_) => {}
                }
            }
        }
    }
    close(open, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn difficulty_reads_the_usual_words() {
        assert_eq!(parse_difficulty(" 难 "), Some(3));
        assert_eq!(parse_difficulty("简单"), Some(1));
        assert_eq!(parse_difficulty("中等"), Some(2));
        assert_eq!(parse_difficulty("很难"), None);
        assert_eq!(difficulty_name(1), "易");
    }

    #[test]
    fn tags_are_trimmed_once_and_bounded() {
        assert_eq!(
            tags(&strings(&[" 安全 ", "", "安全", "电工"])).unwrap(),
            strings(&["安全", "电工"])
        );
        assert_eq!(
            split_tags("安全，电工、 高压"),
            strings(&["安全", "电工", "高压"])
        );
        let long = "很".repeat(21);
        assert_eq!(
            tags(&[long]).unwrap_err().refusal,
            refusals::QUESTION_TAG_TOO_LONG
        );
        let many: Vec<String> = (0..11).map(|i| format!("t{i}")).collect();
        assert_eq!(
            tags(&many).unwrap_err().refusal,
            refusals::QUESTION_TAGS_TOO_MANY
        );
    }

    fn tree() -> Tree {
        // 1 电工 ─ 2 安全 ─ 3 高压
        //       └ 4 仪表
        // 5 焊工
        Tree::new([
            (1, None, "电工".to_string()),
            (2, Some(1), "安全".to_string()),
            (3, Some(2), "高压".to_string()),
            (4, Some(1), "仪表".to_string()),
            (5, None, "焊工".to_string()),
        ])
    }

    #[test]
    fn a_tree_knows_subtrees_paths_and_names() {
        let t = tree();
        assert_eq!(t.subtree(1), vec![1, 2, 4, 3]);
        assert_eq!(t.subtree(5), vec![5]);
        assert_eq!(t.path(3), "电工/安全/高压");
        assert_eq!(t.find(&strings(&["电工", "安全"])), Some(2));
        assert_eq!(t.find(&strings(&["电工", "高压"])), None);
        assert!(t.name_taken(Some(1), "仪表", None));
        assert!(!t.name_taken(Some(1), "仪表", Some(4)));
        assert_eq!(t.height(1), 3);
    }

    #[test]
    fn a_category_never_moves_under_itself_nor_too_deep() {
        let t = tree();
        assert_eq!(
            t.check_move(1, Some(3)),
            Err(refusals::CATEGORY_PARENT_CIRCULAR)
        );
        assert_eq!(
            t.check_move(2, Some(2)),
            Err(refusals::CATEGORY_PARENT_CIRCULAR)
        );
        assert_eq!(t.check_move(5, Some(3)), Ok(()));
        assert_eq!(t.check_move(1, None), Ok(()));
        // 电工 is three levels high: under a path of three it would make six.
        let deep = Tree::new([
            (10, None, "a".to_string()),
            (11, Some(10), "b".to_string()),
            (12, Some(11), "c".to_string()),
            (1, None, "电工".to_string()),
            (2, Some(1), "安全".to_string()),
            (3, Some(2), "高压".to_string()),
        ]);
        assert_eq!(
            deep.check_move(1, Some(12)),
            Err(refusals::CATEGORY_TOO_DEEP)
        );
        assert_eq!(deep.check_move(1, Some(11)), Ok(()));
    }

    #[test]
    fn category_names_and_paths_are_checked() {
        assert_eq!(category_name(" 安全 ").unwrap(), "安全");
        assert_eq!(category_name(""), Err(refusals::CATEGORY_NAME_REQUIRED));
        assert_eq!(category_name("a/b"), Err(refusals::CATEGORY_NAME_INVALID));
        assert_eq!(
            parse_path("电工 / 安全").unwrap(),
            strings(&["电工", "安全"])
        );
        assert!(parse_path("").unwrap().is_empty());
        assert_eq!(parse_path("a/b/c/d/e/f"), Err(refusals::CATEGORY_TOO_DEEP));
    }

    fn header() -> HashMap<&'static str, usize> {
        header_columns(&strings(&COLUMNS)).unwrap()
    }

    fn row(cells: &[&str]) -> Draft {
        read_row(&header(), &strings(cells), 2).unwrap()
    }

    #[test]
    fn the_header_is_found_by_name_in_any_order() {
        let cols = header_columns(&strings(&["难度", "题干 *", "答案", "题型"])).unwrap();
        assert_eq!(cols["难度"], 0);
        assert_eq!(cols["题干"], 1);
        assert_eq!(cols["正确答案"], 2);
        assert_eq!(cols["题型"], 3);
        assert!(header_columns(&strings(&["姓名", "手机号"])).is_none());
    }

    #[test]
    fn template_rows_become_drafts() {
        let d = row(&[
            "多选题",
            "哪些是导体",
            "铜",
            "铝",
            "橡胶",
            "",
            "",
            "",
            "A,B",
            "4",
            "金属导电",
            "电工/材料",
            "难",
            "材料，导体",
        ]);
        assert_eq!(d.kind, Some(QuestionType::Choice));
        assert!(d.is_multiple);
        assert_eq!(d.options.len(), 3);
        assert_eq!(d.answer, json!(["A", "B"]));
        assert_eq!(d.score, Some(4));
        assert_eq!(d.category, strings(&["电工", "材料"]));
        assert_eq!(d.difficulty, Some(3));
        assert_eq!(d.tags, strings(&["材料", "导体"]));
        assert!(d.errors.is_empty());

        let judge = row(&["判断题", "铜是导体", "", "", "", "", "", "", "√"]);
        assert_eq!(
            (judge.kind, judge.answer),
            (Some(QuestionType::Judge), json!(true))
        );
        let fill = row(&[
            "填空题",
            "电压的单位是____",
            "",
            "",
            "",
            "",
            "",
            "",
            "伏特|V",
        ]);
        assert_eq!(fill.answer, json!(["伏特", "V"]));
        let single = row(&["选择题", "x", "a", "b", "", "", "", "", "B"]);
        assert!(!single.is_multiple);
        assert!(read_row(&header(), &strings(&["", " "]), 3).is_none());
    }

    #[test]
    fn template_rows_report_what_they_cannot_read() {
        let d = row(&[
            "论文题",
            "x",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "0",
            "",
            "",
            "很难",
        ]);
        let fields: Vec<&str> = d.errors.iter().map(|(f, _)| *f).collect();
        assert_eq!(fields, ["type", "score", "difficulty"]);
        assert_eq!(
            d.errors[0].1.refusal,
            refusals::QUESTION_IMPORT_TYPE_UNKNOWN
        );
        let judge = row(&["判断题", "x", "", "", "", "", "", "", "也许"]);
        assert_eq!(
            judge.errors[0].1.refusal,
            refusals::QUESTION_IMPORT_JUDGEMENT
        );
        let choice = row(&["单选题", "x", "a", "b", "", "", "", "", "A2"]);
        assert_eq!(
            choice.errors[0].1.refusal,
            refusals::QUESTION_ANSWER_NOT_AN_OPTION
        );
    }

    #[test]
    fn option_lines_split_on_the_next_letter() {
        assert_eq!(
            options_of("A. 电压  B．电流 C、电阻"),
            Some(vec![
                ("A".into(), "电压".into()),
                ("B".into(), "电流".into()),
                ("C".into(), "电阻".into())
            ])
        );
        assert_eq!(
            options_of("A.B 两相"),
            Some(vec![("A".into(), "B 两相".into())])
        );
        assert_eq!(options_of("Apple"), None);
        assert_eq!(after_number("12、 题干"), Some("题干"));
        assert_eq!(after_number("（3）题干"), Some("题干"));
        assert_eq!(after_number("2024年"), None);
    }

    #[test]
    fn a_paper_reads_sections_stems_options_answers_and_explanations() {
        let paper = [
            ("电工理论试卷", false),
            ("一、单项选择题（每题2分）", false),
            ("1. 我国交流电的频率是", false),
            ("A. 50Hz  B. 60Hz", false),
            ("答案：A", false),
            ("解析：工频为50赫兹。", false),
            ("知识点：电工/基础", false),
            ("2、安全电压不超过", false),
            ("A．36V", false),
            ("B．220V", false),
            ("答案：A", false),
            ("难度：易", false),
            ("二、判断题", false),
            ("3. 湿手可以操作开关。", false),
            ("答案：错", false),
            ("三、简答题", false),
            ("4. 简述触电急救的步骤。", false),
            ("答案：先断电，", false),
            ("再施救。", false),
            ("5. 电阻的单位是____。", false),
            ("答案：欧姆", false),
            ("绝缘电阻用什么测量", true),
            ("答案：兆欧表", false),
        ];
        let q = read_paper(paper.iter().map(|(t, n)| (*t, *n)));
        assert_eq!(q.len(), 6);
        assert_eq!(q[0].at, 3);
        assert_eq!(q[0].kind, Some(QuestionType::Choice));
        assert!(!q[0].is_multiple);
        assert_eq!(q[0].options.len(), 2);
        assert_eq!(q[0].answer, json!(["A"]));
        assert_eq!(q[0].score, Some(2));
        assert_eq!(q[0].explanation.as_deref(), Some("工频为50赫兹。"));
        assert_eq!(q[0].category, strings(&["电工", "基础"]));
        assert_eq!(q[1].options[1], ("B".into(), "220V".into()));
        assert_eq!(q[1].difficulty, Some(1));
        assert_eq!(
            (q[2].kind, &q[2].answer),
            (Some(QuestionType::Judge), &json!(false))
        );
        assert_eq!(q[2].score, None);
        assert_eq!(q[3].kind, Some(QuestionType::Short));
        assert_eq!(q[3].answer, json!("先断电，\n再施救。"));
        // The section says 简答: its type holds for the numbered and Word-numbered questions.
        assert_eq!(q[4].kind, Some(QuestionType::Short));
        assert_eq!(q[5].content, "绝缘电阻用什么测量");
    }

    #[test]
    fn a_paper_without_sections_has_its_types_guessed() {
        let paper = [
            ("1. 哪些是导体", false),
            ("A. 铜 B. 铝 C. 木", false),
            ("答案：AB", false),
            ("2. 铜是导体", false),
            ("答案：对", false),
            ("3. 电压单位是（ ）", false),
            ("答案：伏特；V", false),
            ("4. 说说安全", false),
            ("参考答案：注意", false),
        ];
        let q = read_paper(paper.iter().map(|(t, n)| (*t, *n)));
        let kinds: Vec<_> = q.iter().map(|d| (d.kind, d.is_multiple)).collect();
        assert_eq!(
            kinds,
            [
                (Some(QuestionType::Choice), true),
                (Some(QuestionType::Judge), false),
                (Some(QuestionType::Fill), false),
                (Some(QuestionType::Short), false)
            ]
        );
        assert_eq!(q[2].answer, json!(["伏特", "V"]));
    }
}
