from .factories import send, signed_in


def test_it_says_anonymous_when_nobody_is_signed_in(client, db):
    assert send(client, "get", "/api/auth/session").json() == {"authenticated": False, "user": None}


def test_it_describes_a_company_account(company):
    data = send(signed_in(company.user), "get", "/api/auth/session").json()
    assert data["user"]["user_type"] == "company"
    assert data["user"]["company"]["name"] == "Acme Cloud"
    assert data["user"]["company"]["id"] == company.user.pk
    assert data["user"]["seeker_profile"] is None


def test_it_describes_a_job_seeker_account(seeker):
    data = send(signed_in(seeker), "get", "/api/auth/session").json()
    assert data["user"]["user_type"] == "job_seeker"
    assert data["user"]["company"] is None
    assert data["user"]["seeker_profile"]["skills"] == []
    assert data["user"]["profile_completed"] is False


def test_it_signs_out(seeker):
    client = signed_in(seeker)
    assert send(client, "post", "/api/auth/logout").status_code == 204
    assert send(client, "get", "/api/auth/session").json()["authenticated"] is False


def test_it_sets_http_only_lax_session_cookies(client, seeker):
    from .factories import PASSWORD

    response = send(
        client, "post", "/api/auth/login", {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}
    )
    cookie = response.cookies["sessionid"]
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"


def test_personal_answers_are_never_cached(seeker):
    client = signed_in(seeker)
    for path in ("/api/auth/session", "/api/account/export"):
        assert "no-store" in client.get(path)["Cache-Control"]
