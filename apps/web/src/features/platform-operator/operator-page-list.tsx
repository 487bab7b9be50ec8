import { AuditOutlined, ContactsOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';

/**
 * The platform operators' pages (ours), under /manage: reached from the user menu's 平台运营
 * group, and from OperatorHome (operator-pages.tsx) when the operator manages no community.
 * A module of its own: the user menu lists them without loading the operator pages' components.
 */
export const OPERATOR_PAGES = [
  { key: 'govAuthReview', icon: <SafetyCertificateOutlined /> },
  { key: 'govJoinReview', icon: <AuditOutlined /> },
  { key: 'customerClue', icon: <ContactsOutlined /> },
  { key: 'platformOperators', icon: <TeamOutlined /> },
] as const;
