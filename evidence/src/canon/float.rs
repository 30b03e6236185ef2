//! Python `repr(float)` for finite `f64`.
//!
//! Digits: the shortest decimal string that round-trips and, among the shortest, the one closest
//! to the double, with an exact tie going to the even digit — what Python's `repr` (David Gay's
//! `dtoa` mode 0) produces. They come from the `ryu` crate, which computes exactly that (Ryū,
//! Adams 2018, rounds an exact halfway case to even). Rust's own `{:e}` is shortest too but
//! rounds such a halfway case up: `1884415455798220.2` (exactly `…220.25`) printed as `…220.3`,
//! which is the same double but not Python's bytes, so `H()` differed (issue 15, item 3).
//! Layout, with `e` the decimal exponent of the first digit: fixed notation when `-4 <= e < 16`,
//! always with at least one fractional digit (`3.0`, `0.0001`); otherwise `d[.ddd]e±XX` with a
//! sign and at least two exponent digits (`1e-05`, `1.5e+16`, `5e-324`). The sign of zero is
//! kept (`-0.0`).

/// The Python `repr` of a finite float. Non-finite input never reaches here (serde_json values
/// cannot hold it); it formats as Python does anyway (`nan`, `inf`, `-inf`).
pub fn python_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_owned();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".to_owned() } else { "-inf".to_owned() };
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0.0");
    }
    let mut buffer = ryu::Buffer::new();
    let (digits, exp) = shortest_digits(buffer.format_finite(x.abs()));
    layout(sign, &digits, exp)
}

/// The significant digits (no leading or trailing zeros) and the decimal exponent of the first
/// one, from any plain decimal rendering of a positive number (`123.45`, `0.000123`, `1.5e-7`,
/// `1e16`: ryu's forms).
fn shortest_digits(text: &str) -> (String, i32) {
    let (mantissa, exp) = text.split_once(['e', 'E']).unwrap_or((text, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all: String = int.chars().chain(frac.chars()).collect();
    let leading = all.len() - all.trim_start_matches('0').len();
    let digits = all.trim_start_matches('0').trim_end_matches('0').to_owned();
    // The decimal point sits after `int`; the first significant digit is `leading` places in.
    let first = int.len() as i32 - leading as i32 - 1 + exp;
    (digits, first)
}

/// Python's layout of `digits` × 10^(exp − len + 1).
fn layout(sign: &str, digits: &str, exp: i32) -> String {
    let mut out = String::with_capacity(digits.len() + 8);
    out.push_str(sign);
    if (-4..16).contains(&exp) {
        if exp < 0 {
            out.push_str("0.");
            for _ in 0..(-exp - 1) {
                out.push('0');
            }
            out.push_str(digits);
        } else {
            let int_len = exp as usize + 1;
            if digits.len() <= int_len {
                out.push_str(digits);
                for _ in digits.len()..int_len {
                    out.push('0');
                }
                out.push_str(".0");
            } else {
                out.push_str(&digits[..int_len]);
                out.push('.');
                out.push_str(&digits[int_len..]);
            }
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        let abs = exp.unsigned_abs();
        if abs < 10 {
            out.push('0');
        }
        out.push_str(&abs.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::python_repr;

    #[test]
    fn matches_python_repr_at_the_layout_boundaries() {
        let cases: &[(f64, &str)] = &[
            (0.0, "0.0"),
            (-0.0, "-0.0"),
            (1.0, "1.0"),
            (3.0, "3.0"),
            (0.1, "0.1"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (0.000_012_5, "1.25e-05"),
            (123.456, "123.456"),
            (1e15, "1000000000000000.0"),
            (9_999_999_999_999_998.0, "9999999999999998.0"),
            (1e16, "1e+16"),
            (1.5e16, "1.5e+16"),
            (1e100, "1e+100"),
            (5e-324, "5e-324"),
            (f64::MAX, "1.7976931348623157e+308"),
            (-2.5e-7, "-2.5e-07"),
            (0.93, "0.93"),
            (1.0 / 3.0, "0.3333333333333333"),
            // Exactly 1884415455798220.25: .2 and .3 are equally near; Python takes the even one.
            (1_884_415_455_798_220.2, "1884415455798220.2"),
            (1e22, "1e+22"),
            (123_456_789.125, "123456789.125"),
            (1.5e-7, "1.5e-07"),
        ];
        for &(x, want) in cases {
            assert_eq!(python_repr(x), want, "repr of {x:e}");
        }
    }
}
