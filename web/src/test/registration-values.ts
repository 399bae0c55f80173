/**
 * A valid family registration for web tests: the household as typed into the form (and sent under
 * these multipart names) and its two members. Each call returns fresh copies, so a test may change them.
 */
export function testHousehold() {
  return {
    houseNo: '12',
    addressLine: 'Harbour Road',
    postalCode: 'EX12 2AB',
    location: 'Seaton',
    membershipType: 'Gold',
    otherLocation: '',
    otherMembership: '',
  };
}

interface TestMember {
  name: string;
  email: string;
  phone: string;
  dob: string;
}

/** The registrant with every field filled, and a second member with a name only. */
export function testMembers(): [registrant: TestMember, second: TestMember] {
  return [
    { name: 'Anu Thomas', email: 'anu@gmail.com', phone: '07700 900123', dob: '1984-02-03' },
    { name: 'Ben Thomas', email: '', phone: '', dob: '' },
  ];
}
