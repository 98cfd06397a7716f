//! The product's vocabularies as they reach the API document: each is a named schema whose values
//! are the very list the server checks against (the statuses of `enrolment::Status`, the lesson
//! types of `course::ITEM_TYPES`, …), so the web gets a union type, not `string` or `number`,
//! and there is one definition. A field says which vocabulary it holds with
//! `#[schema(value_type = …)]`; the permission names are the `Permission` schema
//! (`roles::permission_names`).

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};

use super::{course, enrolment, message};

macro_rules! vocabulary {
    ($(#[$doc:meta])* $name:ident, $kind:ident, $description:literal, $values:expr) => {
        $(#[$doc])*
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                ObjectBuilder::new()
                    .schema_type(SchemaType::Type(Type::$kind))
                    .description(Some($description))
                    .enum_values(Some($values))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}
    };
}

vocabulary!(
    /// `enrolment::Status` by code.
    EnrolmentStatus,
    Integer,
    "1 pending review, 2 approved (pay), 3 rejected, 4 enrolled (may study).",
    enrolment::Status::ALL.map(enrolment::Status::code)
);

vocabulary!(
    /// `course::CourseType` by code.
    CourseType,
    Integer,
    "0 certification class (认证班), 1 special-topic class (专题班).",
    [course::CERTIFICATION, course::SPECIAL]
);

vocabulary!(
    /// `course::ITEM_TYPES`.
    ItemType,
    String,
    "The kind of a lesson.",
    course::ITEM_TYPES
);

vocabulary!(
    /// `enrolment::PAYMENT_METHODS`.
    PaymentMethod,
    String,
    "How a learner paid: WeChat, Alipay or a bank transfer.",
    enrolment::PAYMENT_METHODS
);

vocabulary!(
    /// The keys of `message::TYPES`.
    MessageKind,
    String,
    "The kind of a message (系统通知, 课程通知, 考证开班通知, 领取证书通知, 其他通知, 公告通知).",
    message::TYPES.map(|(kind, _)| kind)
);

vocabulary!(
    /// `message::AUDIENCES`.
    AudienceKind,
    String,
    "Who a notice goes to: everyone, the holders of a role, a course's learners, chosen users.",
    message::AUDIENCES
);

vocabulary!(
    /// `enrolment::DECISIONS`.
    Decision,
    String,
    "A desk's decision: materials approve / reject, payments confirm / refuse.",
    enrolment::DECISIONS
);

#[cfg(test)]
mod tests {
    use utoipa::PartialSchema;

    use super::*;

    fn values<T: PartialSchema>() -> serde_json::Value {
        serde_json::to_value(T::schema()).unwrap()["enum"].clone()
    }

    #[test]
    fn each_vocabulary_lists_the_values_the_server_checks() {
        assert_eq!(values::<EnrolmentStatus>(), serde_json::json!([1, 2, 3, 4]));
        assert_eq!(values::<CourseType>(), serde_json::json!([0, 1]));
        assert_eq!(
            values::<ItemType>(),
            serde_json::json!(["TEXT", "IMAGE", "VIDEO", "AUDIO"])
        );
        assert_eq!(
            values::<PaymentMethod>(),
            serde_json::json!(["wechat", "alipay", "bank"])
        );
        assert_eq!(values::<MessageKind>().as_array().unwrap().len(), 6);
        assert_eq!(
            values::<AudienceKind>(),
            serde_json::json!(["all", "role", "course", "users"])
        );
        assert_eq!(
            values::<Decision>(),
            serde_json::json!(["approve", "reject", "confirm", "refuse"])
        );
    }
}
