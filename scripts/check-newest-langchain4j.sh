#!/usr/bin/env bash
# Builds the new-user example project (sandbox-examples/new-user, which imports only sandbox-bom) against the newest
# LangChain4j release Maven Central serves today, and says whether it still works.
#
# Non-blocking on purpose: scripts/test.sh does not call it. Its answer depends on what Central serves on the day it
# runs, and the README's test command must be deterministic; the suite instead builds the example against the newest
# release found when it was last updated (NewUserProjectIT.NEWEST_LANGCHAIN4J, pinned). Run this from a scheduled
# CI job (allowed to fail) or by hand; when it passes with a newer release, update that constant and the README's
# compatibility table. Needs network access to Maven Central; everything it downloads goes into
# sandbox-examples/target/new-user-repo, never the shared ~/.m2. Exit 0: it builds; 1: it does not; 2: Central
# could not be asked.
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."

METADATA=https://repo.maven.apache.org/maven2/dev/langchain4j/langchain4j-bom/maven-metadata.xml
newest="$(curl -fsS --max-time 30 "$METADATA" | sed -n 's:.*<release>\(.*\)</release>.*:\1:p' | head -n 1)" \
  || { echo "check-newest-langchain4j: cannot read $METADATA" >&2; exit 2; }
[[ -n "$newest" ]] || { echo "check-newest-langchain4j: no <release> in $METADATA" >&2; exit 2; }
pinned="$(sed -n 's/.*NEWEST_LANGCHAIN4J = "\(.*\)";.*/\1/p' \
  sandbox-examples/src/test/java/io/agentcage/examples/NewUserProjectIT.java)"
echo "check-newest-langchain4j: newest langchain4j-bom on Maven Central: $newest (pinned in the suite: $pinned)"

if mvn -B -ntp -pl sandbox-examples -am verify -Dtest=NoSuchTestX -Dsurefire.failIfNoSpecifiedTests=false \
     -Dit.test='NewUserProjectIT#should_build_against_the_newest_langchain4j_release_when_its_bom_is_imported' \
     -Dfailsafe.failIfNoSpecifiedTests=false -Dagentcage.newuser.langchain4j="$newest" \
     -Dagentcage.newuser.online=true; then
  echo "check-newest-langchain4j: the new-user project builds and passes with LangChain4j $newest"
  [[ "$newest" == "$pinned" ]] || echo "check-newest-langchain4j: update NEWEST_LANGCHAIN4J and the README table"
else
  echo "check-newest-langchain4j: FAILED with LangChain4j $newest; see sandbox-examples/target/new-user-langchain4j-$newest.log" >&2
  exit 1
fi
