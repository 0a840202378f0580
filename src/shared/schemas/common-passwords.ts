/**
 * Passwords that guessers try first (issue 10): the most frequent ones of the public breach lists
 * (worldwide and the German top lists of the Hasso-Plattner-Institut), plus patterns that are as
 * weak as they look: one repeated character, keyboard rows, counting up or down. Checked in
 * lower case, so "Passwort" and "PASSWORT" are refused alike. Six characters stay the minimum
 * (SPEC section 5); this only refuses the ones nobody should use.
 */
const COMMON = `123456 1234567 12345678 123456789 1234567890 12345 123123 123321 111111 000000 654321
666666 121212 112233 123654 159753 147258 147258369 123456a 123456q 12345a a12345 1q2w3e 1q2w3e4r
1q2w3e4r5t 1qaz2wsx qwerty qwertz qwert qwertz123 qwerty123 qwertyuiop asdfgh asdfghjkl yxcvbnm
zxcvbnm 1234qwer qweasd qweasdyxc password password1 passwort passwort1 passwort123 password123
passw0rd p@ssw0rd hallo hallo123 hallo1 hallo1234 hello123 iloveyou ichliebedich schatz schatzi
geheim geheim1 geheim123 secret abc123 abcdef abcdefg abc1234 aa1234 admin admin1 admin123 root
toor login welcome willkommen willkommen1 letmein master killer dragon monkey sunshine princess
football fussball fußball bayern bayern1 borussia schalke04 hamburg berlin berlin1 muenchen
deutschland germany sommer winter frühling fruehling herbst januar februar oktober dezember
michael thomas andreas daniel stefan sabine nicole julia anna lisa sonne sonne123 blume hund
katze maus mausi hase hasilein engel stern schnecke lieblings test test1 test123 testtest
changeme qwer1234 zaq12wsx 7777777 88888888 11111111 00000000 123qwe qwe123 987654321 senha
vnsi vnsi2024 vnsi2025 verband verband1 eisenbahn bahn1234 schiene schienen mitglied vorstand
demo demo123 passwort1! passwort! password!`;

const LIST = new Set(COMMON.split(/\s+/).filter(Boolean));
const KEYBOARD_ROWS = ["qwertzuiopü", "qwertyuiop", "asdfghjklöä", "asdfghjkl", "yxcvbnm", "zxcvbnm", "1234567890", "0987654321"];

function isSequence(value: string): boolean {
  const codes = [...value].map((c) => c.charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  const value = password.toLowerCase();
  if (LIST.has(value)) return true;
  if (new Set(value).size === 1) return true;
  if (value.length >= 4 && isSequence(value)) return true;
  return KEYBOARD_ROWS.some((row) => row.includes(value));
}

export const COMMON_PASSWORD_MESSAGE = "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.";
