//! Message types, their labels, and the fields an exam-class-opening or certificate-pickup
//! notice must carry.

pub const TYPES: [(&str, &str); 6] = [
    ("system", "系统通知"),
    ("course", "课程通知"),
    ("exam", "考证开班通知"),
    ("certificate", "领取证书通知"),
    ("other", "其他通知"),
    ("announcement", "公告通知"),
];

/// Fields of an exam-class-opening notice: (key, label, required).
pub const EXAM_FIELDS: [(&str, &str, bool); 10] = [
    ("issuingAuthority", "发证机关", true),
    ("examLocation", "考试地点", true),
    ("trainingInstitution", "培训机构", true),
    ("classroom", "教室", true),
    ("occupation", "职业", true),
    ("evaluationLevel", "评价等级", true),
    ("examTime", "考试时间", true),
    ("examId", "考试编号", false),
    ("examName", "考试名称", true),
    ("examLevel", "考试等级", true),
];

/// Fields of a certificate-pickup notice.
pub const CERTIFICATE_FIELDS: [(&str, &str, bool); 5] = [
    ("certificateName", "证书名称", true),
    ("issuingAuthority", "发证机关", true),
    ("pickupLocation", "领取地点", true),
    ("pickupTime", "领取时间", true),
    ("requiredMaterials", "所需材料", true),
];

/// Audiences of a message: everyone but the guest account, the holders of a role, the learners
/// of a course (status 4), or chosen users.
pub const EVERYONE: &str = "all";
pub const ROLE: &str = "role";
pub const COURSE: &str = "course";
pub const USERS: &str = "users";

/// Messages to everyone and to a role are broadcasts: whoever is in the audience when reading
/// gets them, accounts created after the sending included. The learners of a course and chosen
/// users are fixed when the message is sent.
pub const BROADCASTS: [&str; 2] = [EVERYONE, ROLE];
pub const AUDIENCES: [&str; 4] = [EVERYONE, ROLE, COURSE, USERS];

pub fn is_broadcast(audience: &str) -> bool {
    BROADCASTS.contains(&audience)
}

/// Who sent a message: a person of the staff, or the product itself (review results, payments,
/// grades…, one per learner). The sent list shows one or the other, the staff's by default.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    serde::Serialize,
    serde::Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum Origin {
    #[default]
    Staff,
    Automatic,
}

pub fn label(kind: &str) -> Option<&'static str> {
    TYPES.iter().find(|(k, _)| *k == kind).map(|(_, l)| *l)
}

/// The details a type carries, keeping only its own fields (trimmed strings); the labels of the
/// required fields that are missing.
pub fn details(
    kind: &str,
    given: &serde_json::Value,
) -> (
    serde_json::Map<String, serde_json::Value>,
    Vec<&'static str>,
) {
    let fields: &[(&str, &str, bool)] = match kind {
        "exam" => &EXAM_FIELDS,
        "certificate" => &CERTIFICATE_FIELDS,
        _ => &[],
    };
    let mut kept = serde_json::Map::new();
    let mut missing = Vec::new();
    for (key, label, required) in fields {
        let value = match &given[*key] {
            serde_json::Value::String(s) => s.trim().to_string(),
            serde_json::Value::Number(n) => n.to_string(),
            _ => String::new(),
        };
        if value.is_empty() {
            if *required {
                missing.push(*label);
            }
        } else {
            kept.insert((*key).to_string(), serde_json::Value::String(value));
        }
    }
    (kept, missing)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_type_has_its_label() {
        assert_eq!(label("exam"), Some("考证开班通知"));
        assert_eq!(label("announcement"), Some("公告通知"));
        assert_eq!(label("spam"), None);
    }

    #[test]
    fn everyone_and_roles_are_broadcasts() {
        assert!(is_broadcast(EVERYONE) && is_broadcast(ROLE));
        assert!(!is_broadcast(COURSE) && !is_broadcast(USERS));
    }

    #[test]
    fn exam_notices_need_their_fields() {
        let (kept, missing) = details(
            "exam",
            &json!({"issuingAuthority": " 人社局 ", "examId": 7, "junk": "x"}),
        );
        assert_eq!(kept["issuingAuthority"], "人社局");
        assert_eq!(kept["examId"], "7");
        assert!(kept.get("junk").is_none());
        assert!(missing.contains(&"考试地点") && !missing.contains(&"考试编号"));
        let (_, missing) = details("system", &json!({}));
        assert!(missing.is_empty());
    }
}
