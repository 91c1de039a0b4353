import { para, rawDocx } from './__tests__/docx-fixtures';
import { extractDocx } from './docx';
import { HIDDEN_TEXT_NOTE, extractText } from './index';

const STYLES = [
  '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>',
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>',
  '<w:style w:type="character" w:styleId="Secret"><w:name w:val="Secret"/><w:rPr><w:vanish/></w:rPr></w:style>',
  // Hidden through inheritance: the style itself says nothing about vanish.
  '<w:style w:type="paragraph" w:styleId="Ghost"><w:name w:val="Ghost"/><w:rPr><w:vanish/></w:rPr></w:style>',
  '<w:style w:type="paragraph" w:styleId="GhostChild"><w:name w:val="Ghost child"/><w:basedOn w:val="Ghost"/></w:style>',
  // A heading drawn as a navy band with white letters, all through styles.
  '<w:style w:type="paragraph" w:styleId="Band"><w:name w:val="Band"/><w:pPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:pPr><w:rPr><w:color w:val="FFFFFF"/></w:rPr></w:style>',
  '<w:style w:type="paragraph" w:styleId="BandHeading"><w:name w:val="Band heading"/><w:basedOn w:val="Band"/><w:rPr><w:b/></w:rPr></w:style>',
  '<w:style w:type="character" w:styleId="Faint"><w:name w:val="Faint"/><w:rPr><w:color w:val="FEFEFE"/></w:rPr></w:style>',
].join('');

const VISIBLE = [
  para(['Dana Whitfield']),
  para(['Office Manager with eight years of experience running busy dental practices.']),
  para(['Experience']),
  para(['Office Manager, Brightsmile Dental, 2017 – 2024']),
  para(['Skills']),
  para(['Scheduling, Bookkeeping, QuickBooks, Customer Service']),
];

/** The same résumé with keywords and a whole job slipped in every way a reader cannot see. */
function attacked(): string {
  const tricks = [
    para(['Scheduling, Bookkeeping, QuickBooks, Customer Service', [', Kubernetes, Terraform', '<w:vanish/>']]),
    para([['Chief Technology Officer | Hooli | 2012 - 2016', '<w:rStyle w:val="Secret"/>']]),
    para(['TensorFlow, Salesforce'], '<w:pStyle w:val="GhostChild"/>'),
    para([['Kubernetes', '<w:specVanish/>']]),
    para([['Terraform Kubernetes', '<w:color w:val="FFFFFF"/>']]),
    para([['Salesforce', '<w:rStyle w:val="Faint"/>']]),
    para([['TensorFlow Terraform', '<w:sz w:val="2"/>']]),
    // White on a white highlight and on white paragraph shading is still white on white.
    para([['Kubernetes', '<w:color w:val="FFFFFF"/><w:highlight w:val="white"/>']]),
    para([['Terraform', '<w:color w:val="FFFFFF"/>']], '<w:shd w:val="clear" w:color="auto" w:fill="FFFFFF"/>'),
  ];
  // The skills paragraph is replaced by its tricked copy; the rest are added after it.
  return [...VISIBLE.slice(0, 5), ...tricks].join('');
}

describe('invisible DOCX text', () => {
  it('drops hidden, white-on-white and tiny runs, keeps the visible text exactly, and counts what it dropped', async () => {
    const clean = await extractText({ filename: 'cv.docx', bytes: await rawDocx(VISIBLE.join(''), { styles: STYLES }) });
    const tricked = await extractText({ filename: 'cv.docx', bytes: await rawDocx(attacked(), { styles: STYLES }) });
    expect(tricked.text).toBe(clean.text);
    for (const word of ['Kubernetes', 'Terraform', 'TensorFlow', 'Salesforce', 'Chief Technology Officer', 'Hooli']) {
      expect(tricked.text).not.toContain(word);
    }
    expect(clean.notes).toEqual([]);
    expect(tricked.notes).toEqual([HIDDEN_TEXT_NOTE]);

    const { hiddenCharacters } = await extractDocx('cv.docx', await rawDocx(attacked(), { styles: STYLES }));
    const dropped = [', Kubernetes, Terraform', 'Chief Technology Officer | Hooli | 2012 - 2016', 'TensorFlow, Salesforce', 'Kubernetes']
      .concat(['Terraform Kubernetes', 'Salesforce', 'TensorFlow Terraform', 'Kubernetes', 'Terraform'])
      .join('');
    expect(hiddenCharacters).toBe(dropped.replace(/\s/g, '').length);
  });

  it('drops hidden runs from page headers too', async () => {
    const header = para(['Dana Whitfield · dana@example.com', [' Kubernetes Terraform', '<w:vanish/>']]);
    const result = await extractDocx('cv.docx', await rawDocx(VISIBLE.join(''), { header }));
    expect(result.text.split('\n')[0]).toBe('Dana Whitfield · dana@example.com');
    expect(result.hiddenCharacters).toBe('KubernetesTerraform'.length);
  });

  it('keeps text that can be seen: light text on dark shading, unhidden style, readable sizes, white text in a filled box', async () => {
    const darkCell =
      '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr><w:tc><w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:tcPr>' +
      para([['Contact: dana@example.com', '<w:color w:val="FFFFFF"/>']]) +
      '</w:tc></w:tr></w:tbl>';
    const body = [
      darkCell,
      para([['Summary on a navy band', '<w:color w:val="FFFFFF"/>']], '<w:shd w:val="clear" w:color="auto" w:fill="002060"/>'),
      para([['White on a black highlight', '<w:color w:val="FFFFFF"/><w:highlight w:val="black"/>']]),
      para([['Shown again', '<w:rStyle w:val="Secret"/><w:vanish w:val="0"/>']]),
      para([['Small print at three points', '<w:sz w:val="6"/>']]),
      para([['Light grey but readable', '<w:color w:val="BFBFBF"/>']]),
      para(['Experience'], '<w:pStyle w:val="BandHeading"/>'),
      // A tiny or hidden space is layout: dropping it would glue the words together.
      para(['Front', [' ', '<w:sz w:val="2"/>'], 'Desk', [' ', '<w:vanish/>'], 'Lead']),
      `<w:p><w:r><w:pict><v:shape fillcolor="#1F3864"><v:textbox><w:txbxContent>${para([['Sidebar in a filled box', '<w:color w:val="FFFFFF"/>']])}</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>`,
    ].join('');
    const result = await extractDocx('cv.docx', await rawDocx(body, { styles: STYLES }));
    const lines = result.text.split('\n').filter((line) => line !== '');
    expect(lines).toEqual([
      'Contact: dana@example.com',
      'Summary on a navy band',
      'White on a black highlight',
      'Shown again',
      'Small print at three points',
      'Light grey but readable',
      'Experience',
      'Front Desk Lead',
      'Sidebar in a filled box',
    ]);
    expect(result.hiddenCharacters).toBe(0);
  });

  it('reads white text on a dark page colour, and on anything when shapes are drawn behind the text', async () => {
    const white = para([['Dana Whitfield, Office Manager', '<w:color w:val="FFFFFF"/>']]);
    const onDarkPage = await extractDocx('cv.docx', await rawDocx(white, { background: '0D0D0D' }));
    expect(onDarkPage.text.trim()).toBe('Dana Whitfield, Office Manager');
    const band = '<w:p><w:r><w:drawing><wp:anchor behindDoc="1"><a:graphic/></wp:anchor></w:drawing></w:r></w:p>';
    const overBand = await extractDocx('cv.docx', await rawDocx(band + white));
    expect(overBand.text.trim()).toBe('Dana Whitfield, Office Manager');
    expect(overBand.hiddenCharacters).toBe(0);
  });

  it('judges white text in a text box against the box: dropped in a white or transparent one, kept in a dark or patterned one', async () => {
    const white = (text: string): string => `<w:txbxContent>${para([[text, '<w:color w:val="FFFFFF"/>']])}</w:txbxContent>`;
    const vml = (attributes: string, text: string, fill = ''): string =>
      `<w:p><w:r><w:pict><v:shape ${attributes}>${fill}<v:textbox>${white(text)}</v:textbox></v:shape></w:pict></w:r></w:p>`;
    const body = [
      para(['Office Manager']),
      vml('filled="f"', 'Kubernetes Terraform'),
      vml('style="position:absolute"', 'TensorFlow'),
      vml('fillcolor="white [3212]"', 'Salesforce'),
      vml('fillcolor="#203864 [1604]"', 'Scheduling lead'),
      vml('fillcolor="white"', 'Front desk', '<v:fill type="gradient" color2="#002060"/>'),
      `<w:p><w:r><w:drawing><wp:anchor behindDoc="0"><a:graphic><a:graphicData><wps:wsp><wps:txbx>${white('Patient records')}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`,
    ].join('');
    const result = await extractDocx('cv.docx', await rawDocx(body));
    expect(result.text.split('\n').filter((line) => line !== '')).toEqual(['Office Manager', 'Scheduling lead', 'Front desk', 'Patient records']);
    expect(result.hiddenCharacters).toBe('KubernetesTerraformTensorFlowSalesforce'.length);
  });

  it('keeps field codes balanced when a hidden run holds a field marker', async () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">Portfolio: </w:t></w:r>' +
      '<w:r><w:rPr><w:vanish/></w:rPr><w:fldChar w:fldCharType="begin"/><w:t>Kubernetes</w:t></w:r>' +
      '<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com/dana" </w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>example.com/dana</w:t></w:r>' +
      '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
      para(['Office Manager']);
    const result = await extractDocx('cv.docx', await rawDocx(body));
    expect(result.text.trim()).toBe('Portfolio: example.com/dana\nOffice Manager');
    expect(result.hiddenCharacters).toBe('Kubernetes'.length);
  });
});
