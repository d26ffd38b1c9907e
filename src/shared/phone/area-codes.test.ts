import { describe, expect, it } from 'vitest';
import { AREA_CODES, isUsAreaCode, REGIONS, regionByCode } from './index.ts';

// An independent sample, written down from public directories and not derived from the table
// under test: a real place for every state, DC and inhabited territory, plus overlays and the
// newest codes.
const REAL_AREA_CODES: [code: string, region: string, place: string][] = [
  ['205', 'AL', 'Birmingham'],
  ['334', 'AL', 'Montgomery'],
  ['483', 'AL', 'Montgomery (overlay of 334, 2026)'],
  ['256', 'AL', 'Huntsville'],
  ['907', 'AK', 'Anchorage'],
  ['602', 'AZ', 'Phoenix'],
  ['520', 'AZ', 'Tucson'],
  ['928', 'AZ', 'Flagstaff'],
  ['501', 'AR', 'Little Rock'],
  ['479', 'AR', 'Fayetteville'],
  ['213', 'CA', 'Los Angeles'],
  ['323', 'CA', 'Los Angeles'],
  ['738', 'CA', 'Los Angeles (overlay of 213/323, 2024)'],
  ['415', 'CA', 'San Francisco'],
  ['619', 'CA', 'San Diego'],
  ['916', 'CA', 'Sacramento'],
  ['559', 'CA', 'Fresno'],
  ['357', 'CA', 'Fresno (overlay of 559, 2025)'],
  ['530', 'CA', 'Redding'],
  ['837', 'CA', 'Redding (overlay of 530, 2025)'],
  ['350', 'CA', 'Stockton (overlay of 209)'],
  ['369', 'CA', 'Santa Rosa (overlay of 707)'],
  ['303', 'CO', 'Denver'],
  ['983', 'CO', 'Denver (overlay of 303/720)'],
  ['970', 'CO', 'Fort Collins'],
  ['748', 'CO', 'Fort Collins (overlay of 970, 2025)'],
  ['719', 'CO', 'Colorado Springs'],
  ['203', 'CT', 'New Haven'],
  ['860', 'CT', 'Hartford'],
  ['302', 'DE', 'Wilmington'],
  ['202', 'DC', 'Washington'],
  ['771', 'DC', 'Washington (overlay of 202)'],
  ['305', 'FL', 'Miami'],
  ['645', 'FL', 'Miami (overlay of 305/786)'],
  ['407', 'FL', 'Orlando'],
  ['813', 'FL', 'Tampa'],
  ['904', 'FL', 'Jacksonville'],
  ['324', 'FL', 'Jacksonville (overlay of 904)'],
  ['850', 'FL', 'Tallahassee'],
  ['448', 'FL', 'Pensacola (overlay of 850)'],
  ['561', 'FL', 'West Palm Beach'],
  ['728', 'FL', 'West Palm Beach (overlay of 561)'],
  ['404', 'GA', 'Atlanta'],
  ['943', 'GA', 'Atlanta (overlay)'],
  ['912', 'GA', 'Savannah'],
  ['808', 'HI', 'Honolulu'],
  ['208', 'ID', 'Boise'],
  ['312', 'IL', 'Chicago'],
  ['309', 'IL', 'Peoria'],
  ['861', 'IL', 'Peoria (overlay of 309)'],
  ['317', 'IN', 'Indianapolis'],
  ['219', 'IN', 'Gary'],
  ['515', 'IA', 'Des Moines'],
  ['316', 'KS', 'Wichita'],
  ['913', 'KS', 'Overland Park'],
  ['502', 'KY', 'Louisville'],
  ['859', 'KY', 'Lexington'],
  ['270', 'KY', 'Bowling Green'],
  ['504', 'LA', 'New Orleans'],
  ['318', 'LA', 'Shreveport'],
  ['457', 'LA', 'Shreveport (overlay of 318, 2025)'],
  ['207', 'ME', 'Portland'],
  ['410', 'MD', 'Baltimore'],
  ['301', 'MD', 'Silver Spring'],
  ['227', 'MD', 'Silver Spring (overlay of 301/240)'],
  ['617', 'MA', 'Boston'],
  ['413', 'MA', 'Springfield'],
  ['313', 'MI', 'Detroit'],
  ['679', 'MI', 'Detroit (overlay of 313)'],
  ['616', 'MI', 'Grand Rapids'],
  ['612', 'MN', 'Minneapolis'],
  ['507', 'MN', 'Rochester'],
  ['924', 'MN', 'Rochester (overlay of 507, 2025)'],
  ['601', 'MS', 'Jackson'],
  ['314', 'MO', 'St. Louis'],
  ['816', 'MO', 'Kansas City'],
  ['975', 'MO', 'Kansas City (overlay of 816)'],
  ['406', 'MT', 'Billings'],
  ['402', 'NE', 'Omaha'],
  ['702', 'NV', 'Las Vegas'],
  ['775', 'NV', 'Reno'],
  ['603', 'NH', 'Manchester'],
  ['201', 'NJ', 'Jersey City'],
  ['973', 'NJ', 'Newark'],
  ['609', 'NJ', 'Trenton'],
  ['505', 'NM', 'Albuquerque'],
  ['575', 'NM', 'Las Cruces'],
  ['212', 'NY', 'Manhattan'],
  ['646', 'NY', 'Manhattan'],
  ['332', 'NY', 'Manhattan'],
  ['917', 'NY', 'New York City'],
  ['718', 'NY', 'Brooklyn'],
  ['347', 'NY', 'Brooklyn'],
  ['929', 'NY', 'Brooklyn'],
  ['516', 'NY', 'Hempstead'],
  ['363', 'NY', 'Hempstead (overlay of 516)'],
  ['716', 'NY', 'Buffalo'],
  ['624', 'NY', 'Buffalo (overlay of 716)'],
  ['845', 'NY', 'Poughkeepsie'],
  ['329', 'NY', 'Poughkeepsie (overlay of 845)'],
  ['518', 'NY', 'Albany'],
  ['919', 'NC', 'Raleigh'],
  ['704', 'NC', 'Charlotte'],
  ['336', 'NC', 'Greensboro'],
  ['743', 'NC', 'Greensboro (overlay of 336)'],
  ['910', 'NC', 'Wilmington'],
  ['472', 'NC', 'Wilmington (overlay of 910)'],
  ['701', 'ND', 'Fargo'],
  ['614', 'OH', 'Columbus'],
  ['216', 'OH', 'Cleveland'],
  ['513', 'OH', 'Cincinnati'],
  ['283', 'OH', 'Cincinnati (overlay of 513)'],
  ['937', 'OH', 'Dayton'],
  ['326', 'OH', 'Dayton (overlay of 937)'],
  ['440', 'OH', 'Parma'],
  ['436', 'OH', 'Parma (overlay of 440)'],
  ['405', 'OK', 'Oklahoma City'],
  ['918', 'OK', 'Tulsa'],
  ['503', 'OR', 'Portland'],
  ['541', 'OR', 'Eugene'],
  ['215', 'PA', 'Philadelphia'],
  ['267', 'PA', 'Philadelphia'],
  ['445', 'PA', 'Philadelphia'],
  ['412', 'PA', 'Pittsburgh'],
  ['878', 'PA', 'Pittsburgh'],
  ['610', 'PA', 'Allentown'],
  ['484', 'PA', 'Allentown'],
  ['835', 'PA', 'Allentown (overlay of 610/484)'],
  ['570', 'PA', 'Scranton'],
  ['272', 'PA', 'Scranton'],
  ['717', 'PA', 'Harrisburg'],
  ['223', 'PA', 'Harrisburg'],
  ['724', 'PA', 'Washington PA'],
  ['814', 'PA', 'Erie'],
  ['582', 'PA', 'Erie'],
  ['401', 'RI', 'Providence'],
  ['803', 'SC', 'Columbia'],
  ['843', 'SC', 'Charleston'],
  ['864', 'SC', 'Greenville'],
  ['821', 'SC', 'Greenville (overlay of 864)'],
  ['605', 'SD', 'Sioux Falls'],
  ['615', 'TN', 'Nashville'],
  ['901', 'TN', 'Memphis'],
  ['865', 'TN', 'Knoxville'],
  ['423', 'TN', 'Chattanooga'],
  ['729', 'TN', 'Chattanooga (overlay of 423, 2025)'],
  ['512', 'TX', 'Austin'],
  ['713', 'TX', 'Houston'],
  ['621', 'TX', 'Houston (overlay, 2025)'],
  ['214', 'TX', 'Dallas'],
  ['945', 'TX', 'Dallas (overlay)'],
  ['210', 'TX', 'San Antonio'],
  ['726', 'TX', 'San Antonio (overlay of 210)'],
  ['915', 'TX', 'El Paso'],
  ['801', 'UT', 'Salt Lake City'],
  ['802', 'VT', 'Burlington'],
  ['804', 'VA', 'Richmond'],
  ['686', 'VA', 'Richmond (overlay of 804)'],
  ['757', 'VA', 'Norfolk'],
  ['948', 'VA', 'Norfolk (overlay of 757)'],
  ['540', 'VA', 'Roanoke'],
  ['826', 'VA', 'Roanoke (overlay of 540)'],
  ['703', 'VA', 'Arlington'],
  ['206', 'WA', 'Seattle'],
  ['509', 'WA', 'Spokane'],
  ['360', 'WA', 'Olympia'],
  ['564', 'WA', 'Olympia (overlay)'],
  ['304', 'WV', 'Charleston'],
  ['414', 'WI', 'Milwaukee'],
  ['608', 'WI', 'Madison'],
  ['353', 'WI', 'Madison (overlay of 608)'],
  ['920', 'WI', 'Green Bay'],
  ['274', 'WI', 'Green Bay (overlay of 920)'],
  ['307', 'WY', 'Cheyenne'],
  ['787', 'PR', 'San Juan'],
  ['939', 'PR', 'San Juan'],
  ['340', 'VI', 'Charlotte Amalie'],
  ['671', 'GU', 'Hagåtña'],
  ['670', 'MP', 'Saipan'],
  ['684', 'AS', 'Pago Pago'],
];

const STATES_AND_DC = REGIONS.filter((r) => r.group === 'United States')
  .map((r) => r.code)
  .filter((code) => !['AS', 'GU', 'MP', 'PR', 'VI', 'UM'].includes(code));

describe('AREA_CODES', () => {
  it.each(REAL_AREA_CODES)('%s is %s (%s)', (code, region) => {
    expect(AREA_CODES[code]).toBe(region);
    expect(isUsAreaCode(code)).toBe(true);
  });

  it('has a real place of every state, DC and inhabited territory in the sample above', () => {
    const sampled = new Set(REAL_AREA_CODES.map(([, region]) => region));
    for (const code of [...STATES_AND_DC, 'AS', 'GU', 'MP', 'PR', 'VI'])
      expect(sampled.has(code), code).toBe(true);
  });

  it('gives every state and DC at least one area code, and each inhabited territory its own', () => {
    expect(STATES_AND_DC).toHaveLength(51);
    const covered = new Set(Object.values(AREA_CODES));
    for (const code of STATES_AND_DC) expect(covered.has(code), code).toBe(true);
    const codesOf = (region: string) => Object.keys(AREA_CODES).filter((c) => AREA_CODES[c] === region);
    expect(codesOf('PR').sort()).toEqual(['787', '939']);
    expect(codesOf('VI')).toEqual(['340']);
    expect(codesOf('GU')).toEqual(['671']);
    expect(codesOf('MP')).toEqual(['670']);
    expect(codesOf('AS')).toEqual(['684']);
    expect(codesOf('UM')).toEqual([]); // no area code of their own
  });

  it('maps only three-digit NANP codes to US regions of REGIONS', () => {
    for (const [code, region] of Object.entries(AREA_CODES)) {
      expect(code, code).toMatch(/^[2-9]\d\d$/);
      expect(code.slice(1), `${code} is an N11 service code`).not.toBe('11');
      expect(code[1] === code[2], `${code} is an easily recognizable (non-geographic) code`).toBe(false);
      expect(code[1], `${code}: no area code has 9 as its middle digit`).not.toBe('9');
      expect(regionByCode(region)?.group, `${code} → ${region}`).toBe('United States');
    }
  });

  it('is complete: well over 330 codes', () => {
    expect(Object.keys(AREA_CODES).length).toBeGreaterThanOrEqual(370);
  });

  it.each([
    // toll-free, personal, government, premium, service codes
    ...['800', '833', '844', '855', '866', '877', '888', '822', '880', '887'],
    ...['500', '521', '522', '523', '524', '525', '533', '544', '566', '577', '588'],
    ...['600', '700', '710', '900', '211', '311', '411', '511', '611', '711', '811', '911', '555', '456'],
    // Canada
    ...[
      '416',
      '647',
      '437',
      '905',
      '604',
      '778',
      '514',
      '438',
      '613',
      '343',
      '753',
      '403',
      '780',
      '902',
      '683',
    ],
    // the Caribbean countries
    ...['876', '658', '246', '809', '829', '849', '242', '441', '868', '284', '345', '649', '767', '473'],
    // assigned to a US state but not yet in service
    '565',
  ])('%s (non-geographic, service, Canadian, Caribbean or not in service) is absent', (code) => {
    expect(AREA_CODES[code]).toBeUndefined();
    expect(isUsAreaCode(code)).toBe(false);
  });

  it('only answers for its own keys', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(isUsAreaCode(key), key).toBe(false);
    }
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(AREA_CODES)).toBe(true);
  });
});
