// Names common in Kerala families, for demo data only.
export const FEMALE_NAMES = [
  'Anitha', 'Aswathy', 'Bindu', 'Deepa', 'Divya', 'Gopika', 'Jaya', 'Jincy', 'Lakshmi', 'Leena', 'Maria', 'Meera',
  'Mini', 'Nandana', 'Navya', 'Neethu', 'Parvathy', 'Priya', 'Reshma', 'Rincy', 'Riya', 'Sajitha', 'Sandhya',
  'Shiny', 'Sneha', 'Sreeja', 'Sumi', 'Swathi', 'Teena', 'Anna', 'Fathima', 'Ayisha', 'Devika', 'Keerthi', 'Aleena',
];
export const MALE_NAMES = [
  'Abhilash', 'Ajith', 'Anand', 'Anil', 'Arjun', 'Biju', 'Binu', 'Dileep', 'Eldho', 'George', 'Hari', 'Jibin',
  'Jithin', 'Jose', 'Joby', 'Manoj', 'Midhun', 'Nikhil', 'Pradeep', 'Rahul', 'Rajesh', 'Sajan', 'Sandeep',
  'Shibu', 'Sijo', 'Sunil', 'Suresh', 'Tijo', 'Vineeth', 'Vishnu', 'Ashraf', 'Faisal', 'Aaron', 'Adithyan', 'Alan',
];
export const SURNAMES = [
  'Nair', 'Menon', 'Pillai', 'Kurian', 'Varghese', 'Thomas', 'Joseph', 'Panicker', 'Warrier', 'Namboothiri',
  'Mathew', 'Chacko', 'Kutty', 'Raghavan', 'Krishnan', 'George', 'Abraham', 'Cherian', 'Koshy', 'Philip',
  'Jacob', 'Antony', 'Sebastian', 'Francis', 'Rahman', 'Nambiar', 'Kaimal', 'Kurup', 'Unnithan', 'Paul',
];
export const STREETS = [
  'Harbour Road', 'Fore Street', 'High Street', 'Station Road', 'Seafield Road', 'Queen Street', 'Mill Lane',
  'Church Street', 'Castle Hill', 'Sidmouth Road', 'Lyme Road', 'Chard Road', 'Colyford Road', 'Manor Road',
];
