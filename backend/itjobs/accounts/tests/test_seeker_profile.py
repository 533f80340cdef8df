from itjobs.accounts.models import Profile, SeekerProfile

from .factories import send, signed_in

URL = "/api/account/seeker-profile"


def test_it_needs_a_session(client, db):
    assert send(client, "put", URL, {"experience_years": 3}).status_code == 401
    response = send(client, "get", URL)
    assert response.status_code == 401
    assert response.json() == {"detail": "Authentication required"}


def test_it_is_only_for_job_seekers(company):
    response = send(signed_in(company.user), "put", URL, {"experience_years": 3})
    assert response.status_code == 403
    assert response.json() == {"detail": "Only job seeker accounts have a job seeker profile."}
    assert not SeekerProfile.objects.filter(user=company.user).exists()


def test_it_saves_the_profile_and_completes_onboarding(seeker):
    client = signed_in(seeker)
    body = {
        "experience_years": 7,
        "skills": ["Python", " Django ", "python", ""],
        "resume_url": "https://cv.example/sam",
    }
    response = send(client, "put", URL, body)
    assert response.status_code == 200
    assert response.json()["skills"] == ["Python", "Django"]
    saved = SeekerProfile.objects.get(user=seeker)
    assert (saved.experience_years, saved.resume_url) == (7, "https://cv.example/sam")
    assert Profile.objects.get(user=seeker).onboarded_at is not None
    assert send(client, "get", "/api/auth/session").json()["user"]["profile_completed"] is True
    assert send(client, "get", URL).json()["experience_years"] == 7


def test_it_accepts_an_empty_form(seeker):
    response = send(signed_in(seeker), "put", URL, {})
    assert response.status_code == 200
    assert response.json()["experience_years"] is None


def test_it_answers_each_field_with_its_message(seeker):
    body = {"experience_years": 51, "skills": "python", "resume_url": "javascript:alert(1)"}
    response = send(signed_in(seeker), "put", URL, body)
    assert response.status_code == 422
    saved = SeekerProfile.objects.get(user=seeker)
    assert (saved.experience_years, saved.skills, saved.resume_url) == (None, [], "")
    assert response.json()["errors"] == {
        "experience_years": "Experience must be a whole number of years from 0 to 50.",
        "skills": "Skills must be a list of up to 50 skills, each at most 50 characters.",
        "resume_url": "Please enter a valid URL.",
    }


def test_it_refuses_negative_fractional_and_text_experience(seeker):
    client = signed_in(seeker)
    assert send(client, "put", URL, {"experience_years": 3}).status_code == 200
    for value in (-1, 2.5, "many", True):
        assert send(client, "put", URL, {"experience_years": value}).status_code == 422
    assert send(client, "get", URL).json()["experience_years"] == 3  # nothing refused was saved
    for value in (0, 50):
        assert send(client, "put", URL, {"experience_years": value}).status_code == 200
        assert send(client, "get", URL).json()["experience_years"] == value
