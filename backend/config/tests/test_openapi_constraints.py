"""The OpenAPI schema states the checks the server makes, so a client generated from it refuses what
the server refuses: lengths, one-line patterns, e-mail format, required fields and consent `true`."""

import re
from typing import Any

import pytest
from django.contrib.auth import password_validation

from config.api import api
from itjobs.core.fields import ONE_LINE_PATTERN

SCHEMAS = api.get_openapi_schema()["components"]["schemas"]


def props(name: str) -> Any:
    return SCHEMAS[name]["properties"]


@pytest.mark.parametrize("name", ["LoginIn", "SignupIn"])
def test_sign_in_forms_require_an_email_a_password_and_consent(name):
    assert {"email", "password", "terms_accepted"} <= set(SCHEMAS[name]["required"])
    assert props(name)["terms_accepted"]["const"] is True
    assert props(name)["email"]["format"] == "email"
    assert props(name)["email"]["maxLength"] == 254
    assert props(name)["password"]["minLength"] >= 1
    for field in ("email", "password", "terms_accepted"):
        assert "default" not in props(name)[field]


def test_new_passwords_state_django_s_minimum_length():
    lengths = [
        v.min_length
        for v in password_validation.get_default_password_validators()
        if isinstance(v, password_validation.MinimumLengthValidator)
    ]
    assert lengths
    assert props("SignupIn")["password"]["minLength"] == max(lengths)
    assert props("PasswordResetConfirmIn")["new_password"]["minLength"] == max(lengths)


def test_signup_states_the_account_types_and_the_company_name_rule():
    assert "user_type" in SCHEMAS["SignupIn"]["required"]
    company_name = props("SignupIn")["company_name"]
    assert any(option.get("maxLength") == 200 for option in company_name.get("anyOf", [company_name]))


def test_a_job_post_states_lengths_one_line_fields_and_required_fields():
    post = props("JobPostIn")
    assert (post["title"]["minLength"], post["title"]["maxLength"], post["title"]["pattern"]) == (
        5,
        200,
        ONE_LINE_PATTERN,
    )
    assert (post["description"]["minLength"], post["description"]["maxLength"]) == (50, 20000)
    assert "pattern" not in post["description"]  # several lines are fine there
    assert post["location"]["pattern"] == post["salary"]["pattern"] == ONE_LINE_PATTERN
    assert set(SCHEMAS["JobPostIn"]["required"]) == {
        "title",
        "explanation",
        "location",
        "job_type",
        "salary",
        "description",
        "requirements",
    }
    assert "us" in post["country"]["enum"]


def test_the_inquiry_states_its_checks():
    inquiry = props("InquiryIn")
    assert set(SCHEMAS["InquiryIn"]["required"]) == {"name", "company", "email", "privacy_consent"}
    assert inquiry["privacy_consent"]["const"] is True
    assert inquiry["email"]["format"] == "email"
    assert inquiry["company"]["pattern"] == ONE_LINE_PATTERN


def test_the_seeker_profile_states_its_ranges():
    profile = props("SeekerProfileIn")
    experience = next(o for o in profile["experience_years"]["anyOf"] if o.get("type") == "integer")
    assert (experience["minimum"], experience["maximum"]) == (0, 50)
    assert profile["skills"]["maxItems"] == 50
    assert profile["skills"]["items"]["maxLength"] == 50
    assert re.fullmatch(profile["resume_url"]["pattern"], "")
    assert re.fullmatch(profile["resume_url"]["pattern"], "https://cv.example/sam")
    assert not re.fullmatch(profile["resume_url"]["pattern"], "javascript:alert(1)")


def test_the_one_line_pattern_refuses_exactly_cr_and_lf():
    assert re.fullmatch(ONE_LINE_PATTERN, "Senior Python Developer (Remote) – €80k")
    for text in ["a\nb", "a\rb", "a\r\nb"]:
        assert not re.fullmatch(ONE_LINE_PATTERN, text)
