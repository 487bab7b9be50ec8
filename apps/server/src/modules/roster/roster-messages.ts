// Messages of the roster area (issue 4); the shared ones live in MESSAGES of packages/domain.
export const ROSTER_MESSAGES = {
  buildingNotFound: '楼栋不存在或您无权访问',
  houseNotFound: '房屋不存在或您无权访问',
  ownerLinkNotFound: '业主房屋关系不存在或您无权访问',
  buildingNameTaken: '楼栋名称已存在',
  houseNoTaken: '该楼栋已存在房号{0}',
  unitRequired: '请填写单元',
  buildingInUse: '该楼栋正在被进行中的表决“{0}”使用，无法删除',
  houseInUse: '该房屋正在被进行中的表决“{0}”使用，无法删除',
  ownerAlreadyLinked: '该用户已绑定此房屋',
  duplicateOwner: '业主手机号{0}重复',
  cardNoInvalid: '请输入正确的证件号码',
  attachmentNotXlsx: '请上传xlsx格式的名册文件',
} as const;
